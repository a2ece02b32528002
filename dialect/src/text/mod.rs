//! The textual form of Tile IR (MLIR-compatible). So far: the lexer; the
//! parser and printer are the rest of issue 3.

pub mod lexer;
