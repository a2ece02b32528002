"""Writes tests/run/<family>/<case>/waits_on: the ops a case uses that the
interpreter does not run yet (edit `have` as ops land; rerun to refresh)."""
import os, re
have = set("constant get_tile_block_id get_num_tile_blocks iota broadcast reshape offset load_ptr_tko store_ptr_tko make_token join_tokens if for loop yield continue break return reduce scan mmaf mmai print assert assume module entry".split())
root = "tests/run"
for fam in ["reduction", "mma", "misc", "cutile", "examples"]:
    for c in sorted(os.listdir(os.path.join(root, fam))):
        d = os.path.join(root, fam, c)
        if not os.path.isdir(d): continue
        args = open(os.path.join(d, "args")).read().split()
        src = os.path.normpath(os.path.join(d, args[0]))
        if src.endswith(".tileirbc"): src = src[:-len(".tileirbc")] + ".tileirdisasm.mlir"
        text = open(src).read()
        kernel = args[args.index("--kernel") + 1]
        # the entry's body only
        m = re.search(r"entry @" + re.escape(kernel) + r"\(.*?\n(.*?)\n\s*\}\n(\s*entry|\}|$)", text, re.S)
        body = m.group(1) if m else text
        ops = set(re.findall(r"^\s*(?:%[\w#:]+(?:, %[\w#:]+)*\s*=\s*)?([a-z_][a-z_0-9]*)\b", body, re.M))
        missing = sorted(o for o in ops - have if o not in ("tile",))
        p = os.path.join(d, "waits_on")
        if missing:
            open(p, "w").write("\n".join(missing) + "\n")
            print(fam, c, missing)
        elif os.path.exists(p):
            os.remove(p)
