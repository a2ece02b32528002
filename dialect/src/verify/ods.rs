//! The checks every registered op gets from its spec, as MLIR's ODS generates
//! them: operand, result and region counts; attribute presence and kinds;
//! type constraints; predicate traits ("failed to verify that ..."); then the
//! native traits in declared order; then the op's own verifier.

use super::{Verifier, VerifyResult};
use crate::ir::{Attribute, OpId, TypeData, TypeId};
use crate::registry::{Arity, AttrKind, MatchProperty, OpInfo, RegionKind, SimpleTrait, Slot, Trait, TypeRule};
use crate::generated::scalars::Scalar;

/// Everything checked when the verifier enters an op.
pub fn verify_invariants(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(info) = cx.info(op) else { return Ok(()) };
    verify_counts(cx, op, info)?;
    verify_segment_sizes(cx, op, info)?;
    verify_attributes(cx, op, info)?;
    verify_value_types(cx, op, info)?;
    for t in info.traits {
        verify_predicate_trait(cx, op, t)?;
    }
    verify_region_constraints(cx, op, info)?;
    for t in info.traits {
        verify_native_trait(cx, op, t)?;
    }
    if let Some(f) = info.verifier {
        f(cx, op)?;
    }
    verify_enum_cases(cx, op)?;
    verify_element_restrictions(cx, op, info)
}

/// The value of an enum attribute: as written, else its default (`None`:
/// absent without one, or not an enum value).
fn enum_value(cx: &Verifier, op: OpId, a: &crate::registry::AttrInfo) -> Option<u32> {
    match cx.attr(op, a.name) {
        Some(Attribute::Enum { value, .. }) => Some(*value),
        Some(_) => None,
        None => match a.default {
            crate::registry::AttrDefault::EnumCase(v) => Some(v),
            _ => None,
        },
    }
}

/// The spec's `only`: the cases an enum attribute of the op accepts. A case
/// outside them is refused with the spec's `else` message, or by default in
/// upstream's words for rounding modes ("invalid rounding mode specified,
/// expect one of [zero, negative_inf, positive_inf]"). Checked after the op's
/// own verifier, as upstream checks there; a verifier that must report it
/// earlier (before rules that depend on the case) calls this itself.
pub(crate) fn verify_enum_cases(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(info) = cx.info(op) else { return Ok(()) };
    for a in info.attributes.iter().filter(|a| !a.only.is_empty()) {
        let AttrKind::Enum(e) = a.kind else { continue };
        let Some(value) = enum_value(cx, op, a) else { continue };
        if a.admits(value) {
            continue;
        }
        let cases: Vec<&str> = a.only.iter().filter_map(|&v| e.spelling(v)).collect();
        let cases_or = match cases.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{}, or {last}", rest.join(", ")),
            _ => cases.join(", "),
        };
        let template = a.refusal.unwrap_or("invalid {summary} specified, expect one of [{cases}]");
        let message = template
            .replace("{summary}", e.summary)
            .replace("{got}", e.spelling(value).unwrap_or("?"))
            .replace("{cases_or}", &cases_or)
            .replace("{cases}", &cases.join(", "));
        return cx.fail(op, cx.upstream_words(message));
    }
    Ok(())
}

/// The spec's `for`: an attribute, or one of its enum values, allowed only
/// with some result element types (`flush_to_zero` and `approx` on f32),
/// in upstream's words. After the op's own verifier, as upstream checks a
/// rounding mode before its modifiers.
fn verify_element_restrictions(cx: &Verifier, op: OpId, info: &OpInfo) -> VerifyResult {
    // Unit attributes first (`flush_to_zero`, then `approx`, as upstream orders them).
    let restricted = |unit: bool| info.attributes.iter().filter(move |a| !a.elements.is_empty() && matches!(a.kind, AttrKind::Unit) == unit);
    for a in restricted(true).chain(restricted(false)) {
        // `None`: the attribute itself (a unit attribute that is present).
        let value = match (&a.kind, cx.attr(op, a.name)) {
            (AttrKind::Unit, Some(_)) => None,
            (AttrKind::Unit, None) => continue,
            _ => match enum_value(cx, op, a) {
                Some(v) => Some(v),
                None => continue,
            },
        };
        let allowed: Vec<Scalar> = a.elements.iter().filter(|(case, _)| *case == value).map(|(_, s)| *s).collect();
        let Some(&result) = cx.result_types(op).first() else { continue };
        let element = element_or_self(cx, result);
        if allowed.is_empty() || matches!(cx.ir.types.get(element), TypeData::Scalar(s) if allowed.contains(s)) {
            continue;
        }
        let what = match (value, &a.kind) {
            (Some(v), AttrKind::Enum(e)) => e.spelling(v).unwrap_or(a.name),
            _ => a.name,
        };
        let types: Vec<&str> = allowed.iter().map(|s| s.name()).collect();
        return cx.fail(op, format!("{what} modifier only supported for {} data type, but got: '{}'", types.join(" or "), cx.type_str(element)));
    }
    Ok(())
}

/// Everything checked when the verifier leaves an op (after its regions).
pub fn verify_region_invariants(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some(info) = cx.info(op) else { return Ok(()) };
    for t in info.traits {
        match t {
            Trait::SingleBlockImplicitTerminator { implicit, others } => super::structure::verify_implicit_terminator(cx, op, implicit, others)?,
            Trait::Simple(SimpleTrait::IsolatedFromAbove) => super::structure::verify_isolation(cx, op)?,
            Trait::Simple(SimpleTrait::SymbolTable) => super::structure::verify_symbol_table(cx, op)?,
            // Upstream checks inferred result types with the regions (it may need them).
            Trait::Simple(SimpleTrait::InferTypes) => super::ops::core::verify_inferred_types(cx, op)?,
            _ => {}
        }
    }
    match info.region_verifier {
        Some(f) => f(cx, op),
        None => Ok(()),
    }
}

// ---- counts ----

fn verify_counts(cx: &Verifier, op: OpId, info: &OpInfo) -> VerifyResult {
    let o = &cx.ir.ops[op];
    let regions = o.regions.len();
    match info.regions.len() {
        0 if regions != 0 => return cx.fail(op, "requires zero regions"),
        1 if regions != 1 => return cx.fail(op, "requires one region"),
        n if n > 1 && regions != n => return cx.fail(op, format!("expected {n} regions")),
        _ => {}
    }
    let (fixed, open) = arity_counts(info.results.iter().map(|v| v.arity));
    let results = o.result_types.len();
    if !open {
        match fixed {
            0 if results != 0 => return cx.fail(op, "requires zero results"),
            1 if results != 1 => return cx.fail(op, "requires one result"),
            n if n > 1 && results != n => return cx.fail(op, format!("expected {n} results")),
            _ => {}
        }
    } else if results < fixed {
        return cx.fail(op, format!("expected {fixed} or more results"));
    }
    let (fixed, open) = arity_counts(info.operands.iter().map(|v| v.arity));
    let operands = o.operands.len();
    if !open {
        match fixed {
            0 if operands != 0 => return cx.fail(op, "requires zero operands"),
            1 if operands != 1 => return cx.fail(op, "requires a single operand"),
            n if n > 1 && operands != n => return cx.fail(op, format!("expected {n} operands, but found {operands}")),
            _ => {}
        }
    } else if operands < fixed {
        return cx.fail(op, format!("expected {fixed} or more operands, but found {operands}"));
    }
    Ok(())
}

/// Recorded group sizes (`operandSegmentSizes`, `resultSegmentSizes`) must
/// have one entry per declared group and add up to the values the op has.
/// An op with several optional or variadic groups and no recorded sizes has
/// sizes of zero, as in MLIR, where the property starts zeroed.
fn verify_segment_sizes(cx: &Verifier, op: OpId, info: &OpInfo) -> VerifyResult {
    let o = &cx.ir.ops[op];
    let checks = [
        (info.operands, o.operand_segments.as_deref(), o.operands.len(), "operand", "operandSegmentSizes"),
        (info.results, o.result_segments.as_deref(), o.result_types.len(), "result", "resultSegmentSizes"),
    ];
    for (groups, recorded, count, what, attr) in checks {
        let several_open = groups.iter().filter(|g| g.arity != Arity::Single).count() > 1;
        let total = match recorded {
            Some(sizes) if sizes.len() != groups.len() => {
                return cx.fail(op, format!("'{attr}' attribute for specifying {what} segments must have {} elements, but got {}", groups.len(), sizes.len()));
            }
            Some(sizes) => sizes.iter().map(|&n| n as usize).sum(),
            None if several_open => 0,
            None => continue,
        };
        if total != count {
            return cx.fail(op, format!("{what} count ({count}) does not match with the total size ({total}) specified in attribute '{attr}'"));
        }
    }
    Ok(())
}

/// The number of single slots, and whether any slot is optional or variadic.
fn arity_counts(arities: impl Iterator<Item = Arity>) -> (usize, bool) {
    let mut fixed = 0;
    let mut open = false;
    for a in arities {
        match a {
            Arity::Single => fixed += 1,
            _ => open = true,
        }
    }
    (fixed, open)
}

// ---- attributes ----

fn verify_attributes(cx: &Verifier, op: OpId, info: &OpInfo) -> VerifyResult {
    for a in info.attributes {
        let required = !a.optional && !matches!(a.kind, AttrKind::Unit) && matches!(a.default, crate::registry::AttrDefault::None);
        if required && !cx.has_attr(op, a.name) {
            return cx.fail(op, format!("requires attribute '{}'", a.name));
        }
    }
    for a in info.attributes {
        let Some(value) = cx.attr(op, a.name) else { continue };
        if !attribute_satisfies(cx, &a.kind, a.non_negative, value) {
            return cx.fail(op, format!("attribute '{}' failed to satisfy constraint: {}", a.name, a.summary));
        }
    }
    Ok(())
}

fn is_scalar(cx: &Verifier, t: TypeId, s: Scalar) -> bool {
    matches!(cx.ir.types.get(t), TypeData::Scalar(x) if *x == s)
}

fn attribute_satisfies(cx: &Verifier, kind: &AttrKind, non_negative: bool, value: &Attribute) -> bool {
    match (kind, value) {
        // A case outside the spec's `only` is refused later, in its own
        // words (`verify_enum_cases`).
        (AttrKind::Enum(info), Attribute::Enum { info: got, value }) => info.name == got.name && info.spelling(*value).is_some(),
        (AttrKind::Enum(info), Attribute::Integer { value, .. }) if info.attr_mnemonic.is_none() => {
            u32::try_from(*value).ok().is_some_and(|v| info.spelling(v).is_some())
        }
        (AttrKind::DialectAttr("OptimizationHints"), Attribute::OptimizationHints(_)) => true,
        (AttrKind::Interface("AssumePredicate"), Attribute::DivBy { .. } | Attribute::SameElements(_) | Attribute::Bounded { .. }) => true,
        (AttrKind::Unit, Attribute::Unit) => true,
        (AttrKind::Bool, Attribute::Bool(_)) => true,
        (AttrKind::Str | AttrKind::SymbolName, Attribute::String(_)) => true,
        (AttrKind::I32, Attribute::Integer { value, ty }) => is_scalar(cx, *ty, Scalar::I32) && (!non_negative || *value >= 0),
        (AttrKind::I64, Attribute::Integer { value, ty }) => is_scalar(cx, *ty, Scalar::I64) && (!non_negative || *value >= 0),
        (AttrKind::FlatSymbolRef, Attribute::SymbolRef(s)) => !s.contains("::"),
        (AttrKind::Array, Attribute::Array(_)) => true,
        (AttrKind::DictArray, Attribute::Array(items)) => items.iter().all(|i| matches!(i, Attribute::Dictionary(_))),
        (AttrKind::DenseI32Array, Attribute::DenseI32Array(_)) => true,
        (AttrKind::DenseI64Array, Attribute::DenseI64Array(_)) => true,
        (AttrKind::DenseBoolArray, Attribute::DenseBoolArray(_)) => true,
        (AttrKind::DenseElements, Attribute::DenseElements { .. }) => true,
        (AttrKind::FunctionType, Attribute::Type(t)) => matches!(cx.ir.types.get(*t), TypeData::Function { .. }),
        _ => false,
    }
}

// ---- operand and result types ----

fn verify_value_types(cx: &Verifier, op: OpId, info: &OpInfo) -> VerifyResult {
    let o = &cx.ir.ops[op];
    if let Some(segments) = cx.ir.operand_segments(op) {
        let mut index = 0usize;
        for (slot, &n) in info.operands.iter().zip(segments.iter()) {
            if slot.arity == Arity::Optional && n > 1 {
                return cx.fail(op, format!("operand group starting at #{index} requires 0 or 1 element, but found {n}"));
            }
            for _ in 0..n {
                let Some(&v) = o.operands.get(index) else { break };
                let t = cx.ty(v);
                if !(slot.constraint.check)(&cx.ir.types, t) {
                    return cx.fail(op, format!("operand #{index} must be {}, but got '{}'", summary(slot.arity, slot.constraint.summary_at(cx.version)), cx.type_str(t)));
                }
                index += 1;
            }
        }
    }
    if let Some(segments) = cx.ir.result_segments(op) {
        let mut index = 0usize;
        for (slot, &n) in info.results.iter().zip(segments.iter()) {
            if slot.arity == Arity::Optional && n > 1 {
                return cx.fail(op, format!("result group starting at #{index} requires 0 or 1 element, but found {n}"));
            }
            for _ in 0..n {
                let Some(&t) = o.result_types.get(index) else { break };
                if !(slot.constraint.check)(&cx.ir.types, t) {
                    return cx.fail(op, format!("result #{index} must be {}, but got '{}'", summary(slot.arity, slot.constraint.summary_at(cx.version)), cx.type_str(t)));
                }
                index += 1;
            }
        }
    }
    Ok(())
}

fn summary(arity: Arity, s: &str) -> String {
    match arity {
        Arity::Variadic if !s.starts_with("variadic of ") => format!("variadic of {s}"),
        _ => s.to_string(),
    }
}

// ---- predicate traits ----

/// Calls `f` with the type of every value (or typed attribute) in a slot,
/// without collecting them (nothing for an absent optional slot).
pub fn for_each_slot_type(cx: &Verifier, op: OpId, slot: Slot, f: &mut dyn FnMut(TypeId)) {
    match slot {
        Slot::Operand(i) => cx.ir.operand_group(op, i as usize).iter().for_each(|v| f(cx.ty(*v))),
        Slot::Result(i) => {
            if let Some(r) = cx.ir.result_range(op, i as usize) {
                cx.ir.op(op).result_types.get(r).unwrap_or(&[]).iter().for_each(|t| f(*t));
            }
        }
        Slot::Attribute(i) => {
            let Some(a) = cx.info(op).and_then(|info| info.attributes.get(i as usize)) else { return };
            match cx.attr(op, a.name) {
                Some(Attribute::DenseElements { ty, .. }) | Some(Attribute::Integer { ty, .. }) | Some(Attribute::Float { ty, .. }) => f(*ty),
                Some(Attribute::Type(t)) => f(*t),
                _ => {}
            }
        }
        Slot::Region(_) => {}
    }
}

/// The first type in a slot, if it has one.
pub fn first_slot_type(cx: &Verifier, op: OpId, slot: Slot) -> Option<TypeId> {
    let mut first = None;
    for_each_slot_type(cx, op, slot, &mut |t| {
        first.get_or_insert(t);
    });
    first
}

fn shape_of<'a>(cx: &Verifier<'a>, t: TypeId) -> Option<&'a [i64]> {
    match cx.ir.types.get(t) {
        TypeData::Tile { shape, .. } | TypeData::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// MLIR's `getElementTypeOrSelf`.
pub fn element_or_self(cx: &Verifier, t: TypeId) -> TypeId {
    match cx.ir.types.get(t) {
        TypeData::Tile { element, .. } | TypeData::RankedTensor { element, .. } => *element,
        _ => t,
    }
}

fn verify_predicate_trait(cx: &Verifier, op: OpId, t: &Trait) -> VerifyResult {
    match t {
        Trait::AllMatch { property, slots } => {
            // Each property is an equality, so comparing every type with the first suffices.
            let same = |a: TypeId, b: TypeId| match property {
                MatchProperty::Type => a == b,
                MatchProperty::ElementType => element_or_self(cx, a) == element_or_self(cx, b),
                MatchProperty::Shape => shape_of(cx, a) == shape_of(cx, b),
                MatchProperty::Rank => shape_of(cx, a).map(<[i64]>::len) == shape_of(cx, b).map(<[i64]>::len),
            };
            // Over a variadic slot, `$slot.getType()` in ODS is the list of the slot's
            // types, so the lists are compared element by element (and must be as long);
            // over single slots every type is compared with the first.
            let ok = if slots.iter().any(|(_, s)| slot_is_variadic(cx, op, *s)) {
                let mut lists = slots.iter().map(|(_, slot)| {
                    let mut types = Vec::new();
                    for_each_slot_type(cx, op, *slot, &mut |t| types.push(t));
                    types
                });
                let first = lists.next().unwrap_or_default();
                lists.all(|l| l.len() == first.len() && l.iter().zip(&first).all(|(a, b)| same(*b, *a)))
            } else {
                let mut first = None;
                let mut ok = true;
                for (_, slot) in slots.iter() {
                    for_each_slot_type(cx, op, *slot, &mut |t| match first {
                        None => first = Some(t),
                        Some(f) => ok &= same(f, t),
                    });
                }
                ok
            };
            if !ok {
                let names: Vec<&str> = slots.iter().map(|(n, _)| *n).collect();
                return cx.fail(op, format!("failed to verify that all of {{{}}} {}", names.join(", "), property.phrase()));
            }
            Ok(())
        }
        Trait::TypesMatchWith { from, to, rule, summary, .. } => {
            // An absent slot (optional, or malformed op reported elsewhere) has nothing to match.
            let (Some(a), Some(b)) = (first_slot_type(cx, op, from.1), first_slot_type(cx, op, to.1)) else { return Ok(()) };
            if !type_rule_holds(cx, *rule, a, b) {
                return cx.fail(op, format!("failed to verify that {summary}"));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Whether a slot holds any number of values (its types then form a list).
fn slot_is_variadic(cx: &Verifier, op: OpId, slot: Slot) -> bool {
    let Some(info) = cx.info(op) else { return false };
    let value = match slot {
        Slot::Operand(i) => info.operands.get(i as usize),
        Slot::Result(i) => info.results.get(i as usize),
        Slot::Attribute(_) | Slot::Region(_) => None,
    };
    value.is_some_and(|v| v.arity == Arity::Variadic)
}

/// Whether `to` is the type `rule` derives from `from`.
fn type_rule_holds(cx: &Verifier, rule: TypeRule, from: TypeId, to: TypeId) -> bool {
    let types = &cx.ir.types;
    match rule {
        TypeRule::Same => from == to,
        TypeRule::I1SameShape => match (types.get(from), types.get(to)) {
            (TypeData::Tile { shape: a, .. }, TypeData::Tile { shape: b, element }) => a == b && matches!(types.get(*element), TypeData::Scalar(Scalar::I1)),
            _ => false,
        },
        TypeRule::PointerTo => match (types.get(from), types.get(to)) {
            (TypeData::Tile { shape: a, element: ea }, TypeData::Tile { shape: b, element: eb }) => {
                a == b && matches!(types.get(*eb), TypeData::Pointer { pointee, .. } if pointee == ea)
            }
            _ => false,
        },
        TypeRule::SameShape => match (shape_of(cx, from), shape_of(cx, to)) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        },
    }
}

// ---- regions ----

fn verify_region_constraints(cx: &Verifier, op: OpId, info: &OpInfo) -> VerifyResult {
    for (i, (r, &region)) in info.regions.iter().zip(cx.ir.ops[op].regions.iter()).enumerate() {
        let blocks = cx.ir.regions[region].blocks.len();
        let constraint = match r.kind {
            RegionKind::Any => continue,
            RegionKind::Sized1 if blocks != 1 => "region with 1 blocks",
            RegionKind::MaxSized1 if blocks > 1 => "region with at most 1 blocks",
            _ => continue,
        };
        return cx.fail(op, format!("region #{i} ('{}') failed to verify constraint: {constraint}", r.name));
    }
    Ok(())
}

// ---- native traits ----

fn verify_native_trait(cx: &Verifier, op: OpId, t: &Trait) -> VerifyResult {
    let o = &cx.ir.ops[op];
    match t {
        Trait::Simple(SimpleTrait::SameOperandsAndResultShape) => {
            at_least_one_operand(cx, op)?;
            at_least_one_result(cx, op)?;
            let types: Vec<TypeId> = o.operands.iter().map(|v| cx.ty(*v)).chain(o.result_types.iter().copied()).collect();
            if !compatible_shapes(cx, &types) {
                return cx.fail(op, "requires the same shape for all operands and results");
            }
        }
        Trait::Simple(SimpleTrait::SameOperandsShape) => {
            at_least_one_operand(cx, op)?;
            let types: Vec<TypeId> = o.operands.iter().map(|v| cx.ty(*v)).collect();
            if !compatible_shapes(cx, &types) {
                return cx.fail(op, "requires the same shape for all operands");
            }
        }
        Trait::Simple(SimpleTrait::SameOperandsAndResultElementType) => {
            at_least_one_operand(cx, op)?;
            at_least_one_result(cx, op)?;
            let mut types = o.operands.iter().map(|v| cx.ty(*v)).chain(o.result_types.iter().copied()).map(|t| element_or_self(cx, t));
            let first = types.next();
            if types.any(|t| Some(t) != first) {
                return cx.fail(op, "requires the same element type for all operands and results");
            }
        }
        Trait::ParentOneOf(parents) => {
            let parent = cx.ir.parent_op(op);
            if !parent.is_some_and(|p| parents.contains(&cx.name(p))) {
                let shown = parents.join(", ");
                return if parents.len() == 1 { cx.fail(op, format!("expects parent op '{shown}'")) } else { cx.fail(op, format!("expects parent op to be one of '{shown}'")) };
            }
        }
        Trait::Simple(SimpleTrait::Terminator) => {
            let last = o.parent.and_then(|b| cx.terminator(b));
            if last != Some(op) {
                return cx.fail(op, "must be the last operation in the parent block");
            }
        }
        Trait::Simple(SimpleTrait::SingleBlock) => {
            let no_terminator = cx.info(op).is_some_and(|i| i.has_trait(SimpleTrait::NoTerminator));
            for (i, &region) in o.regions.iter().enumerate() {
                let blocks = &cx.ir.regions[region].blocks;
                if blocks.is_empty() {
                    continue;
                }
                if blocks.len() != 1 {
                    return cx.fail(op, format!("expects region #{i} to have 0 or 1 blocks"));
                }
                if !no_terminator && cx.ir.blocks[blocks[0]].ops.is_empty() {
                    return cx.fail(op, "expects a non-empty block");
                }
            }
        }
        Trait::Simple(SimpleTrait::NoRegionArguments) => {
            for (i, &region) in o.regions.iter().enumerate() {
                let has_args = cx.ir.regions[region].blocks.first().is_some_and(|b| !cx.ir.blocks[*b].arguments.is_empty());
                if has_args {
                    return if o.regions.len() > 1 { cx.fail(op, format!("region #{i} should have no arguments")) } else { cx.fail(op, "region should have no arguments") };
                }
            }
        }
        Trait::Simple(SimpleTrait::FunctionLike) => verify_function_like(cx, op)?,
        Trait::Simple(SimpleTrait::Symbol) if cx.ir.symbol_name(op).is_none() => {
            return cx.fail(op, "requires string attribute 'sym_name'");
        }
        _ => {}
    }
    Ok(())
}

/// MLIR's function interface: per-argument and per-result attribute lists
/// as long as the signature's, and an entry block whose arguments are the
/// signature's inputs.
fn verify_function_like(cx: &Verifier, op: OpId) -> VerifyResult {
    let Some((inputs, results)) = cx.ir.signature(op) else { return Ok(()) };
    for (key, what, expected) in [("arg_attrs", "argument", inputs.len()), ("res_attrs", "result", results.len())] {
        let Some(Attribute::Array(lists)) = cx.attr(op, key) else { continue };
        if lists.len() != expected {
            let of = if what == "argument" { "arguments" } else { "results" };
            return cx.fail(op, format!("expects {what} attribute array to have the same number of elements as the number of function {of}, got {}, but expected {expected}", lists.len()));
        }
    }
    let Some(&body) = cx.ir.ops[op].regions.first() else { return Ok(()) };
    let Some(&entry) = cx.ir.regions[body].blocks.first() else { return Ok(()) };
    let arguments = &cx.ir.blocks[entry].arguments;
    if arguments.len() != inputs.len() {
        return cx.fail(op, format!("entry block must have {} arguments to match function signature", inputs.len()));
    }
    for (i, (&(actual, _), &declared)) in arguments.iter().zip(inputs).enumerate() {
        if actual != declared {
            return cx.fail(op, format!("type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})", cx.type_str(actual), cx.type_str(declared)));
        }
    }
    Ok(())
}

fn at_least_one_operand(cx: &Verifier, op: OpId) -> VerifyResult {
    let n = cx.ir.ops[op].operands.len();
    if n < 1 {
        return cx.fail(op, format!("expected 1 or more operands, but found {n}"));
    }
    Ok(())
}

fn at_least_one_result(cx: &Verifier, op: OpId) -> VerifyResult {
    if cx.ir.ops[op].result_types.is_empty() {
        return cx.fail(op, "expected 1 or more results");
    }
    Ok(())
}

/// MLIR's `verifyCompatibleShapes`: every type shaped, of one rank, with
/// equal static sizes.
fn compatible_shapes(cx: &Verifier, types: &[TypeId]) -> bool {
    let shapes: Option<Vec<&[i64]>> = types.iter().map(|t| shape_of(cx, *t)).collect();
    let Some(shapes) = shapes else { return false };
    shapes.windows(2).all(|w| {
        w[0].len() == w[1].len() && w[0].iter().zip(w[1].iter()).all(|(a, b)| a == b || *a == crate::ir::DYNAMIC || *b == crate::ir::DYNAMIC)
    })
}
