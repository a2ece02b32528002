//! The code generated from `specs/` by tilesmith-codegen (in OUT_DIR), each file
//! wrapped in a module here. Set `TILESMITH_DUMP_GENERATED=<dir>` while building
//! to read the generated sources.

/// Scalar types, and metadata of the dialect's types and attributes.
pub mod scalars {
    use crate::registry::{AttrDefInfo, TypeDefInfo, Version};
    include!(concat!(env!("OUT_DIR"), "/scalars.rs"));
}

/// The dialect's enums.
pub mod enums {
    use crate::registry::{EnumCaseInfo, EnumInfo, Version};
    include!(concat!(env!("OUT_DIR"), "/enums.rs"));
}

/// The argument-less traits.
pub mod traits {
    include!(concat!(env!("OUT_DIR"), "/traits.rs"));
}

/// Uniqued type predicates and the named constraints.
pub mod predicates {
    use super::scalars::Scalar;
    use crate::ir::{TypeData, TypeId, TypeTable};
    // `Version` dates the summaries of constraints that changed with the versions.
    #[allow(unused_imports)]
    use crate::registry::{TypePredicate, Version};
    include!(concat!(env!("OUT_DIR"), "/predicates.rs"));
}

/// `OpKind`: one variant per op, and what the spec says of each.
pub mod kinds {
    include!(concat!(env!("OUT_DIR"), "/kinds.rs"));
}

/// The static `OpInfo` of every op.
pub mod registry {
    use super::enums::*;
    use super::kinds::OpKind;
    use super::predicates;
    use super::scalars::Scalar;
    use crate::registry::FormatElement as Fmt;
    use crate::registry::*;
    include!(concat!(env!("OUT_DIR"), "/registry.rs"));
}

/// What the typed views use.
mod prelude {
    pub use super::enums::*;
    pub use crate::ir::{AttrName, Attribute, Ir, LocId, OpId, OperandList, RegionId, ResultTypeList, TypeId, Value};
    pub use crate::registry::OpInfo;
    pub use crate::verify::Reader;
}

/// Typed views of every op, one module per group.
pub mod ops {
    use super::prelude;
    include!(concat!(env!("OUT_DIR"), "/ops_index.rs"));
}
