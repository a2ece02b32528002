# -*- Python -*-
"""lit configuration for upstream's conformance tests, run against tilesmith.

Loaded by the site configuration that `cargo xtask lit` writes to .cache/lit/, which sets:
  config.test_source_root    the upstream test/ folder (../shared/conformance/.../test)
  config.test_exec_root      where lit writes %t files (.cache/lit/exec)
  config.tilesmith           our binary, standing in for cuda-tile-opt and -translate
  config.target_version      the dialect version of the suite's tools (13.1 for 13.1.6):
                             tilesmith runs as that version's tools (--target-version)
  config.filecheck           FileCheck: our built-in one (xtask/src/bin/filecheck.rs), or the PyPI port
  config.python_executable   the interpreter that runs round_trip_test.py
  config.round_trip_script   round_trip_test.py beside this file
  config.extra_pythonpath    set when the tools were installed with `pip --target`
"""

import re
import shlex

import lit.formats

config.name = "cuda-tile-conformance"
# lit's internal shell: it has `not` and `diff` built in, as upstream's runs have.
config.test_format = lit.formats.ShTest(execute_external=False)
# Upstream's suite also runs .c and .py files (C API, Python bindings); the shared copy
# holds the dialect and bytecode tests only.
config.suffixes = [".mlir"]
# 13.3's python/lit.local.cfg reads this; we have no Python bindings.
config.enable_bindings_python = False


def tool(name):
    """Matches `name` as a whole command word, not inside a path or a longer name."""
    return r"(?<![\w./-])" + re.escape(name) + r"(?![\w./-])"


def command(*words):
    return " ".join(shlex.quote(str(w)) for w in words)


# Order matters: lit applies substitutions in turn. %round_trip_test expands to a command
# naming no tool, so the tool patterns below leave it alone.
target = "--target-version=" + config.target_version
config.substitutions.append(
    ("%round_trip_test", command(config.python_executable, config.round_trip_script, target, config.tilesmith))
)
config.substitutions.append((tool("cuda-tile-opt"), command(config.tilesmith, "opt", target)))
config.substitutions.append((tool("cuda-tile-translate"), command(config.tilesmith, "translate", target)))
config.substitutions.append((tool("FileCheck"), command(config.filecheck)))

if getattr(config, "extra_pythonpath", None):
    config.environment["PYTHONPATH"] = config.extra_pythonpath
