//! The textual form of Tile IR (MLIR-compatible), both directions.
//!
//! - [`lexer`]: tokens; [`types`]: type syntax; [`attrs`]: attribute syntax;
//!   [`float`]: MLIR's float literals.
//! - [`parser`]: ops, regions, SSA names, locations, the generic form;
//!   [`format`]: the declarative formats from the specs; [`custom`]: the
//!   hand-written directives and ops.
//! - [`printer`]: the layout of printed IR; [`names`]: value names;
//!   [`aliases`]: what is printed by alias, by structural [`identity`].

pub mod aliases;
pub mod attrs;
pub mod custom;
pub mod format;
pub mod identity;
pub mod lexer;
pub mod names;
pub mod parser;
pub mod printer;
pub mod types;

pub use parser::{parse, parse_all, parse_all_at_version, parse_at_version, ParseOptions};
pub use printer::{print_ir, PrintOptions};
