//! The bounds of one run, so that no input (a kernel, its grid, its
//! arguments) can make the interpreter allocate without bound, abort, or run
//! for ever:
//!
//! - **work**: every op counts the work it does before it runs ([`op_work`]:
//!   one step per tile element it reads or writes, `M*N*K` for a matrix
//!   product, one for an op that only passes values on). A tile block that
//!   exceeds [`Limits::max_steps`] is stopped at the op (a kernel that never
//!   ends, or an op too large to be meant); the whole launch, every tile
//!   block counting at least one, stops after [`Limits::max_work`].
//! - **memory**: the globals, the constants and tiles the kernel makes, and
//!   what it prints take their bytes from one [`Budget`]
//!   ([`Limits::memory_budget`]); asking for more is an error naming the
//!   size and the budget, before anything is allocated. Tiles are held as
//!   one `u64` per element, and that is what they are charged.
//! - **allocation**: every allocation whose size comes from the input
//!   (buffers, globals, tiles) is fallible ([`try_vec`]): when the system
//!   refuses it, the run fails with an error instead of aborting.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use tilesmith_dialect::ir::{Ir, OpId, TypeData, TypeId};
use tilesmith_dialect::registry::OpKind;

/// The default of [`Limits::max_steps`].
pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;
/// The default of [`Limits::max_work`].
pub const DEFAULT_MAX_WORK: u64 = 1_000_000_000_000;
/// The default of [`Limits::memory_budget`]: 4 GiB.
pub const DEFAULT_MEMORY_BUDGET: u64 = 4 << 30;

/// Tiles of fewer bytes than this are not charged to the budget: counting
/// them would cost more than they hold (a scalar loop makes millions), and
/// their number alive at once is bounded by the kernel's size.
pub const CHARGED_TILE_BYTES: u64 = 4096;

/// How much a run may do and hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most steps of work one tile block may do (a guard against
    /// kernels that never end); on the PTX emulator, PTX instructions per CTA.
    pub max_steps: u64,
    /// The most steps of work the whole launch may do, over all its tile
    /// blocks (a guard against grids too large to be meant); on the PTX
    /// emulator, PTX instructions over all CTAs.
    pub max_work: u64,
    /// The most bytes the run's globals, constants, tiles and printed text
    /// may take at once.
    pub memory_budget: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_steps: DEFAULT_MAX_STEPS, max_work: DEFAULT_MAX_WORK, memory_budget: DEFAULT_MEMORY_BUDGET }
    }
}

/// A request the budget could not grant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    pub asked: u64,
    pub used: u64,
    pub limit: u64,
}

impl std::fmt::Display for OverBudget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} bytes would exceed the memory budget of {} bytes", self.asked, self.limit)?;
        if self.used > 0 {
            write!(f, " ({} already in use)", self.used)?;
        }
        write!(f, "; raise it with --memory-budget")
    }
}

/// The bytes a run holds against its memory budget, shared by every tile
/// block (an atomic count, so blocks running in parallel charge it safely).
#[derive(Debug)]
pub struct Budget {
    limit: u64,
    used: AtomicU64,
}

impl Budget {
    pub fn new(limit: u64) -> Arc<Budget> {
        Arc::new(Budget { limit, used: AtomicU64::new(0) })
    }

    pub fn limit(&self) -> u64 {
        self.limit
    }

    pub fn used(&self) -> u64 {
        self.used.load(Ordering::Relaxed)
    }

    /// Takes `bytes` from the budget, or says why not (taking nothing).
    pub fn charge(&self, bytes: u64) -> Result<(), OverBudget> {
        let mut used = self.used.load(Ordering::Relaxed);
        loop {
            let after = used.checked_add(bytes).filter(|&a| a <= self.limit).ok_or(OverBudget { asked: bytes, used, limit: self.limit })?;
            match self.used.compare_exchange_weak(used, after, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => return Ok(()),
                Err(now) => used = now,
            }
        }
    }

    /// Gives `bytes` back.
    pub fn release(&self, bytes: u64) {
        self.used.fetch_sub(bytes, Ordering::Relaxed);
    }
}

/// Bytes a tile value holds, charged to the budget until it is dropped
/// (tiles are shared through `Rc`, so this is released when the last
/// reference goes). The default charges nothing.
#[derive(Default)]
pub struct Charge {
    held: Option<(Arc<Budget>, u64)>,
}

impl Charge {
    /// A charge of `bytes` already taken from `budget`.
    pub fn taken(budget: &Arc<Budget>, bytes: u64) -> Charge {
        Charge { held: Some((budget.clone(), bytes)) }
    }
}

impl Drop for Charge {
    fn drop(&mut self) {
        if let Some((budget, bytes)) = self.held.take() {
            budget.release(bytes);
        }
    }
}

/// A copy of a tile is a new value: it has not been charged yet.
impl Clone for Charge {
    fn clone(&self) -> Self {
        Charge::default()
    }
}

/// The accounting is not part of a tile's value.
impl PartialEq for Charge {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl std::fmt::Debug for Charge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.held {
            Some((_, bytes)) => write!(f, "Charge({bytes})"),
            None => write!(f, "Charge(0)"),
        }
    }
}

/// An allocation the system refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllocFailed {
    pub bytes: u64,
}

impl std::fmt::Display for AllocFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "could not allocate {} bytes: out of memory", self.bytes)
    }
}

/// An empty vector with room for `n` elements, or an error when the
/// allocation is refused (never an abort).
pub fn try_vec<T>(n: usize) -> Result<Vec<T>, AllocFailed> {
    let mut v = Vec::new();
    v.try_reserve_exact(n).map_err(|_| AllocFailed { bytes: (n as u64).saturating_mul(std::mem::size_of::<T>() as u64) })?;
    Ok(v)
}

/// `n` zero bytes, allocated fallibly and lazily: the system gives zeroed
/// pages that take memory only once written.
pub fn try_zeroed_bytes(n: usize) -> Result<Vec<u8>, AllocFailed> {
    if n == 0 {
        return Ok(Vec::new());
    }
    let layout = std::alloc::Layout::array::<u8>(n).map_err(|_| AllocFailed { bytes: n as u64 })?;
    // SAFETY: the layout's size is nonzero; a non-null pointer from the
    // global allocator with this layout holds `n` zeroed (so initialized)
    // bytes, and a `Vec<u8>` of capacity `n` deallocates it with the same layout.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout);
        if ptr.is_null() {
            return Err(AllocFailed { bytes: n as u64 });
        }
        Ok(Vec::from_raw_parts(ptr, n, n))
    }
}

/// `n` atomic words holding zero, allocated fallibly and lazily.
pub fn try_zeroed_words(n: usize) -> Result<Box<[std::sync::atomic::AtomicU64]>, AllocFailed> {
    use std::sync::atomic::AtomicU64;
    let bytes = (n as u64).saturating_mul(8);
    if n == 0 {
        return Ok(Box::new([]));
    }
    let layout = std::alloc::Layout::array::<AtomicU64>(n).map_err(|_| AllocFailed { bytes })?;
    // SAFETY: the layout's size is nonzero; all-zero bits are a valid
    // `AtomicU64` (0); the box owns the allocation and frees it with the
    // layout of `[AtomicU64; n]`, the one it was made with.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout).cast::<AtomicU64>();
        if ptr.is_null() {
            return Err(AllocFailed { bytes });
        }
        Ok(Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, n)))
    }
}

/// `n` copies of `value`, allocated fallibly.
pub fn try_filled<T: Clone>(n: usize, value: T) -> Result<Vec<T>, AllocFailed> {
    let mut v = try_vec(n)?;
    v.resize(n, value);
    Ok(v)
}

/// The elements of a tile type (saturating: a shape too large for the
/// budget must not overflow on the way there); `None` for other types.
pub fn tile_elements(ir: &Ir, ty: TypeId) -> Option<u64> {
    match ir.types.get(ty) {
        TypeData::Tile { shape, .. } => Some(shape.iter().fold(1u64, |n, &d| n.saturating_mul(d.max(0) as u64))),
        _ => None,
    }
}

/// What running an op costs, known from its types before it runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpCost {
    /// Steps of work (at least 1).
    pub work: u64,
    /// Bytes its tile results take as the interpreter holds them.
    pub result_bytes: u64,
}

/// Ops that only pass values on, structure control flow or make views and
/// tokens: one step each, whatever their operands hold (the ops inside
/// their regions count for themselves).
fn passes_through(kind: OpKind) -> bool {
    matches!(kind, OpKind::If | OpKind::For | OpKind::Loop | OpKind::Yield | OpKind::Continue | OpKind::Break | OpKind::Return | OpKind::Assume | OpKind::MakeToken | OpKind::JoinTokens | OpKind::MakeTensorView | OpKind::MakePartitionView | OpKind::GetTensorShape | OpKind::GetIndexSpaceShape)
}

/// The work `op` does: one step per element of its tile operands or of its
/// tile results, whichever is more, at least one; a matrix product
/// (`mmaf`, `mmai`) one per multiply-add, `B*M*N*K`.
pub fn op_work(ir: &Ir, op: OpId) -> u64 {
    let operation = ir.op(op);
    let kind = ir.kind(op);
    if kind.is_some_and(passes_through) {
        return 1;
    }
    let elements = |types: &mut dyn Iterator<Item = TypeId>| types.filter_map(|t| tile_elements(ir, t)).fold(0u64, u64::saturating_add);
    if matches!(kind, Some(OpKind::Mmaf | OpKind::Mmai)) {
        // lhs is [B x] M x K and rhs [B x] K x N: B*M*K*N.
        let shape = |i: usize| operation.operands.get(i).and_then(|&v| ir.types.shape(ir.value_type(v))).unwrap_or(&[]);
        let lhs = shape(0).iter().fold(1u64, |n, &d| n.saturating_mul(d.max(0) as u64));
        let n = shape(1).last().map_or(1, |&d| d.max(0) as u64);
        return lhs.saturating_mul(n).max(1);
    }
    let operands = elements(&mut operation.operands.iter().map(|&v| ir.value_type(v)));
    let results = elements(&mut operation.result_types.iter().copied());
    operands.max(results).max(1)
}

/// The bytes `op`'s new tile results take (one `u64` per element); none
/// for an op that only passes values on (an `if`'s or a loop's results are
/// tiles their regions made, an `assume`'s its operand).
pub fn result_bytes(ir: &Ir, op: OpId) -> u64 {
    let operation = ir.op(op);
    if ir.kind(op).is_some_and(passes_through) {
        return 0;
    }
    operation.result_types.iter().filter_map(|&t| tile_elements(ir, t)).fold(0u64, |n, e| n.saturating_add(e.saturating_mul(8)))
}

/// Every op's cost, indexed by the op's index in the IR.
pub fn op_costs(ir: &Ir) -> Vec<OpCost> {
    ir.ops.iter().map(|(op, _)| OpCost { work: op_work(ir, op), result_bytes: result_bytes(ir, op) }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_grants_up_to_its_limit() {
        let b = Budget::new(100);
        assert_eq!(b.charge(60), Ok(()));
        assert_eq!(b.charge(50), Err(OverBudget { asked: 50, used: 60, limit: 100 }));
        assert_eq!(b.charge(u64::MAX), Err(OverBudget { asked: u64::MAX, used: 60, limit: 100 }));
        {
            let _c = Charge::taken(&b, 60);
        }
        assert_eq!(b.used(), 0);
        assert_eq!(b.charge(100), Ok(()));
    }

    /// The work and result bytes of each op of a kernel, in order.
    fn costs(text: &str) -> Vec<(String, u64, u64)> {
        let options = tilesmith_dialect::text::ParseOptions { allow_unregistered: false, implicit_module: true };
        let ir = tilesmith_dialect::text::parse(text, "costs.mlir", 1, &options).expect("parses");
        ir.ops
            .iter()
            .filter(|(_, o)| o.name.as_str().starts_with("cuda_tile.") && !matches!(o.name.as_str(), "cuda_tile.module" | "cuda_tile.entry"))
            .map(|(op, o)| (o.name.as_str().trim_start_matches("cuda_tile.").to_string(), op_work(&ir, op), result_bytes(&ir, op)))
            .collect()
    }

    #[test]
    fn ops_count_the_elements_they_handle() {
        let found = costs(
            "cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %a = constant <f32: 1.0> : tile<64x32xf32>
    %b = constant <f32: 1.0> : tile<32x16xf32>
    %c = constant <f32: 0.0> : tile<64x16xf32>
    %r = mmaf %a, %b, %c : tile<64x32xf32>, tile<32x16xf32>, tile<64x16xf32>
    %s = reduce %r dim=1 identities=[0.000000e+00 : f32] : tile<64x16xf32> -> tile<64xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = addf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    return
  }
}",
        );
        let expected = [
            ("constant", 2048, 16384),
            ("constant", 512, 4096),
            ("constant", 1024, 8192),
            // M*N*K multiply-adds.
            ("mmaf", 64 * 16 * 32, 8192),
            // The body's ops (made before the op that holds them) count
            // for themselves each time they run: the elements they read.
            ("addf", 2, 8),
            ("yield", 1, 0),
            // The elements combined.
            ("reduce", 1024, 512),
            ("return", 1, 0),
        ];
        let expected: Vec<(String, u64, u64)> = expected.iter().map(|&(n, w, b)| (n.to_string(), w, b)).collect();
        assert_eq!(found, expected);
    }

    #[test]
    fn ops_that_pass_values_on_take_no_new_bytes() {
        let found = costs(
            "cuda_tile.module @m {
  entry @k() {
    %z = constant <i32: 0> : tile<i32>
    %n = constant <i32: 3> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %a = constant <f32: 1.0> : tile<1024xf32>
    %r = for %i in (%z to %n, step %one) : tile<i32> iter_values(%acc = %a) -> (tile<1024xf32>) {
      %b = addf %acc, %acc : tile<1024xf32>
      continue %b : tile<1024xf32>
    }
    return
  }
}",
        );
        let of = |name: &str| found.iter().find(|(n, ..)| n == name).map(|&(_, w, b)| (w, b));
        // The loop's result is the tile its body made (charged there).
        assert_eq!(of("for"), Some((1, 0)));
        assert_eq!(of("addf"), Some((2048, 8192)));
    }

    #[test]
    fn refused_allocations_are_errors() {
        assert_eq!(try_vec::<u64>(usize::MAX).unwrap_err().bytes, u64::MAX);
        assert_eq!(try_filled(3, 7u8).unwrap(), vec![7, 7, 7]);
        assert_eq!(try_zeroed_bytes(5).unwrap(), vec![0; 5]);
        assert!(try_zeroed_bytes(0).unwrap().is_empty());
        assert!(try_zeroed_bytes(usize::MAX).is_err());
        let words = try_zeroed_words(3).unwrap();
        assert!(words.iter().all(|w| w.load(std::sync::atomic::Ordering::Relaxed) == 0));
        assert!(try_zeroed_words(usize::MAX / 4).is_err());
    }
}
