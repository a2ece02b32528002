// The builtin module's shape: the printer's `module @name {...}` form can
// say no more, so anything else must be refused, as MLIR does.

// expected-error @below {{'builtin.module' op requires zero results}}
"builtin.module"() ({ }) : () -> (i32)

// -----

// expected-error @below {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
^bb1:
}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op requires one region}}
"builtin.module"() ({ }, { }) : () -> ()

// -----

// expected-error @below {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() <{sym_name = 3 : i32}> ({ }) : () -> ()

// -----

// The builtin module is a symbol table: two modules of one name in a file are refused.
// expected-note @below {{see existing symbol definition here}}
cuda_tile.module @m {
}
// expected-error @below {{redefinition of symbol named 'm'}}
cuda_tile.module @m {
}

// -----

module {
  // expected-note @below {{see existing symbol definition here}}
  cuda_tile.module @kernels {
  }
  // expected-error @below {{redefinition of symbol named 'kernels'}}
  cuda_tile.module @kernels {
  }
}
