//! The textual form of Tile IR (MLIR-compatible). So far: the lexer and the
//! type syntax; op parsing and printing are the rest of issue 3.

pub mod lexer;
pub mod types;
