//! Target architectures and what each has: the [`Arch`]s the backend
//! lowers for (every one the installed `ptxas` knows from sm_75 up), the
//! PTX ISA version each kernel's header names, and the [`Feature`]s the
//! lowering asks about before it emits an instruction that not every
//! architecture has. Where a feature is missing the lowering takes a longer
//! way to the same result (docs/ptx.md, "Architectures").
//!
//! The table is checked against `ptxas` itself: tests/ptx.rs assembles
//! every run case's kernel for every architecture, and ptxas rejects an
//! instruction the target lacks or the `.version` does not allow.

/// A target architecture: the `.target` of the emitted PTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arch {
    /// Turing (T4, RTX 20xx).
    Sm75,
    /// Ampere (A100).
    Sm80,
    /// Ampere (RTX 30xx, A40, A10).
    Sm86,
    /// Ampere (Jetson Orin).
    Sm87,
    /// Compute capability 8.8 (ptxas knows it from PTX 9.0).
    Sm88,
    /// Ada Lovelace (RTX 40xx, L4, L40).
    Sm89,
    /// Hopper (H100, H200).
    Sm90,
    /// Hopper with its architecture-specific instructions (`wgmma`): code
    /// for it runs on compute capability 9.0 only, not on later ones.
    Sm90a,
    /// Blackwell (B200).
    Sm100,
    /// Blackwell (B300).
    Sm103,
    /// Compute capability 10.7 (ptxas 13.4 knows it from PTX 9.4).
    Sm107,
    /// Blackwell (Jetson Thor; called sm_101 before CUDA 13).
    Sm110,
    /// Blackwell (RTX 50xx, RTX PRO).
    Sm120,
    /// Blackwell (DGX Spark).
    Sm121,
}

impl Arch {
    /// Every architecture, oldest first.
    pub const ALL: [Arch; 14] = [
        Arch::Sm75,
        Arch::Sm80,
        Arch::Sm86,
        Arch::Sm87,
        Arch::Sm88,
        Arch::Sm89,
        Arch::Sm90,
        Arch::Sm90a,
        Arch::Sm100,
        Arch::Sm103,
        Arch::Sm107,
        Arch::Sm110,
        Arch::Sm120,
        Arch::Sm121,
    ];

    /// The compute capability as a number: 75 for sm_75, 120 for sm_120.
    pub const fn number(self) -> u32 {
        match self {
            Arch::Sm75 => 75,
            Arch::Sm80 => 80,
            Arch::Sm86 => 86,
            Arch::Sm87 => 87,
            Arch::Sm88 => 88,
            Arch::Sm89 => 89,
            Arch::Sm90 | Arch::Sm90a => 90,
            Arch::Sm100 => 100,
            Arch::Sm103 => 103,
            Arch::Sm107 => 107,
            Arch::Sm110 => 110,
            Arch::Sm120 => 120,
            Arch::Sm121 => 121,
        }
    }

    /// `sm_90`: the `.target` name, and what `--arch` takes.
    pub const fn name(self) -> &'static str {
        match self {
            Arch::Sm75 => "sm_75",
            Arch::Sm80 => "sm_80",
            Arch::Sm86 => "sm_86",
            Arch::Sm87 => "sm_87",
            Arch::Sm88 => "sm_88",
            Arch::Sm89 => "sm_89",
            Arch::Sm90 => "sm_90",
            Arch::Sm90a => "sm_90a",
            Arch::Sm100 => "sm_100",
            Arch::Sm103 => "sm_103",
            Arch::Sm107 => "sm_107",
            Arch::Sm110 => "sm_110",
            Arch::Sm120 => "sm_120",
            Arch::Sm121 => "sm_121",
        }
    }

    /// `sm_90` (or `90`) to [`Arch::Sm90`].
    pub fn parse(text: &str) -> Option<Arch> {
        let number = text.strip_prefix("sm_").unwrap_or(text);
        Arch::ALL.into_iter().find(|a| a.name()[3..] == *number)
    }

    /// The names of every architecture, comma-separated (for messages and help).
    pub fn names() -> String {
        Arch::ALL.map(Arch::name).join(", ")
    }

    /// Whether code for the architecture runs on its own compute capability
    /// only (the `a` targets: their instructions are not carried forward).
    pub const fn is_specific(self) -> bool {
        matches!(self, Arch::Sm90a)
    }

    /// The architecture a device of this one's compute capability runs
    /// everything of: `sm_90` for `sm_90a`, the architecture itself otherwise.
    pub const fn portable(self) -> Arch {
        match self {
            Arch::Sm90a => Arch::Sm90,
            a => a,
        }
    }

    /// The architecture-specific target of this one's compute capability,
    /// where there is one the backend uses (`sm_90a` for `sm_90`): what a
    /// cubin for exactly that device is lowered for.
    pub const fn specific(self) -> Arch {
        match self {
            Arch::Sm90 => Arch::Sm90a,
            a => a,
        }
    }

    /// The newest architecture whose code runs on a device of compute
    /// capability `major.minor` (PTX for sm_XY runs on every sm_MN with
    /// MN >= XY, and PTX for an `a` target on its own capability only), if
    /// the device is at least sm_75.
    pub fn for_compute_capability(major: u32, minor: u32) -> Option<Arch> {
        let cc = major.checked_mul(10)?.checked_add(minor)?;
        Arch::ALL.into_iter().rev().find(|a| if a.is_specific() { a.number() == cc } else { a.number() <= cc })
    }

    /// The PTX ISA version the emitted module declares, `(major, minor)`:
    /// the lowest that admits `.target` of this architecture (ptxas refuses
    /// an older one) and every instruction the backend emits for it. The
    /// lower the version, the older the drivers that load the PTX.
    pub const fn ptx_version(self) -> (u32, u32) {
        match self {
            // 6.3 admits sm_75, but `mma.sync` m16n8k8 and `ldmatrix` came with 6.5.
            Arch::Sm75 => (6, 5),
            // 7.0 admits sm_80, but `cvt.f32.bf16` came with 7.1.
            Arch::Sm80 | Arch::Sm86 => (7, 1),
            Arch::Sm87 => (7, 4),
            Arch::Sm89 | Arch::Sm90 => (7, 8),
            // sm_90a and `wgmma` came with 8.0, its s8 x u8 forms with 8.4.
            Arch::Sm90a => (8, 4),
            Arch::Sm100 => (8, 6),
            Arch::Sm120 => (8, 7),
            Arch::Sm103 | Arch::Sm121 => (8, 8),
            Arch::Sm88 | Arch::Sm110 => (9, 0),
            Arch::Sm107 => (9, 4),
        }
    }

    /// The most threads one multiprocessor keeps resident: what bounds
    /// `.minnctapersm` (ptxas ignores, with a warning, a count of CTAs whose
    /// threads exceed it). Read off ptxas 13.5, the largest count of
    /// 128-thread CTAs it takes for each target.
    pub const fn max_threads_per_sm(self) -> u64 {
        match self {
            Arch::Sm75 | Arch::Sm107 => 1024,
            Arch::Sm86 | Arch::Sm87 | Arch::Sm88 | Arch::Sm89 | Arch::Sm110 | Arch::Sm120 | Arch::Sm121 => 1536,
            Arch::Sm80 | Arch::Sm90 | Arch::Sm90a | Arch::Sm100 | Arch::Sm103 => 2048,
        }
    }

    /// The most shared memory one CTA can have, in bytes: what ptxas (13.5)
    /// lets a kernel declare with `--enable-extended-smem=true` (and an `a`
    /// target without it), the device's opt-in limit per block.
    pub const fn max_shared_per_cta(self) -> u64 {
        match self {
            Arch::Sm75 => 64 * 1024,
            Arch::Sm86 | Arch::Sm88 | Arch::Sm89 | Arch::Sm120 | Arch::Sm121 => 99 * 1024,
            Arch::Sm80 | Arch::Sm87 => 163 * 1024,
            Arch::Sm90 | Arch::Sm90a | Arch::Sm100 | Arch::Sm103 | Arch::Sm110 => 227 * 1024,
            Arch::Sm107 => 327 * 1024,
        }
    }

    /// The most shared memory a kernel's PTX may declare for this
    /// architecture: [`PORTABLE_SHARED`], what ptxas (and the driver's JIT)
    /// take by default, unless `extended` (the PTX is assembled with
    /// `--enable-extended-smem=true`) or the target is an `a` one, whose
    /// default is its [`Arch::max_shared_per_cta`].
    pub const fn shared_limit(self, extended: bool) -> u64 {
        if extended || self.is_specific() { self.max_shared_per_cta() } else { PORTABLE_SHARED }
    }

    /// Whether the architecture has `feature`.
    pub const fn has(self, feature: Feature) -> bool {
        match feature {
            // Architecture-specific: sm_90a's alone.
            Feature::Wgmma => matches!(self, Arch::Sm90a),
            _ => self.number() >= feature.since().number(),
        }
    }
}

/// The most shared memory ptxas lets a kernel declare by default on every
/// architecture (but the `a` targets, which take their maximum): 48 KiB.
/// More (up to [`Arch::max_shared_per_cta`]) needs ptxas's
/// `--enable-extended-smem=true`, which the driver's PTX JIT cannot be given.
pub const PORTABLE_SHARED: u64 = 48 * 1024;

impl std::fmt::Display for Arch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// An instruction (or family of instructions) that some architectures lack.
/// Each came with one architecture and every later one has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    /// `cvt.f32.bf16` and `cvt.rn.bf16.f32`/`cvt.rz.bf16.f32`: bf16 to and
    /// from f32. Without them: on the bits (bf16 is the top half of an f32),
    /// rounding to nearest even by hand.
    Bf16Conversions,
    /// `fma.rn.bf16`. Without it: in f64 (the product is exact), the sum
    /// rounded to odd, then once to bf16.
    Bf16Fma,
    /// `add`, `sub` and `mul` of bf16 with `.rn`, and `cvt` between bf16
    /// and the integers, f16 and f64. Without them: `fma.rn.bf16` (which
    /// rounds once) or f32, and conversions through f32.
    Bf16Arithmetic,
    /// `min` and `max` of f16 and bf16. Without them: in f32 (the result is
    /// one of the operands, so exact).
    HalfMinMax,
    /// The `.NaN` form of `min` and `max` (a NaN operand gives the canonical
    /// NaN). Without it: the plain form, then the canonical NaN where an
    /// operand is one, as for f64, which never had it.
    MinMaxNaN,
    /// `mma.sync.aligned` with the shapes of sm_80 (m16n8k16 f16/bf16,
    /// m16n8k8 tf32, m16n8k16/m16n8k32 s8/u8): tensor cores. Without it:
    /// f16 (and f8, as f16) products on sm_75's one form, f16 m16n8k8, two
    /// to a k16 step; the other types on the CUDA cores, as f32 and f64.
    MmaSync,
    /// `cp.async` (copies from global to shared memory that complete in
    /// groups, without passing through registers): the tiles a
    /// matrix-product loop loads a step ahead (`--prefetch`) go straight
    /// into the product's shared memory, two buffers in turn. Without it:
    /// the tiles are carried in registers and staged by each product.
    AsyncCopy,
    /// `atom.add.noftz.bf16`. Without it: a compare-and-swap loop on the
    /// 32-bit word holding the element.
    Bf16Atomics,
    /// `griddepcontrol.wait` and `griddepcontrol.launch_dependents`
    /// (programmatic dependent launch). Without them: nothing to do, as no
    /// grid can be launched to depend on another.
    GridDependencyControl,
    /// `wgmma.mma_async` (warpgroup matrix products from shared-memory
    /// descriptors) with its fences and groups: sm_90a only, as the ISA
    /// makes it architecture-specific. Without it: `mma.sync`.
    Wgmma,
}

impl Feature {
    pub const ALL: [Feature; 10] = [
        Feature::Bf16Conversions,
        Feature::Bf16Fma,
        Feature::Bf16Arithmetic,
        Feature::HalfMinMax,
        Feature::MinMaxNaN,
        Feature::MmaSync,
        Feature::AsyncCopy,
        Feature::Bf16Atomics,
        Feature::GridDependencyControl,
        Feature::Wgmma,
    ];

    /// The first architecture that has the feature.
    pub const fn since(self) -> Arch {
        match self {
            Feature::Bf16Conversions | Feature::Bf16Fma | Feature::HalfMinMax | Feature::MinMaxNaN | Feature::MmaSync | Feature::AsyncCopy => Arch::Sm80,
            Feature::Bf16Arithmetic | Feature::Bf16Atomics | Feature::GridDependencyControl => Arch::Sm90,
            Feature::Wgmma => Arch::Sm90a,
        }
    }

    /// What the feature is, in a few words (for messages and docs).
    pub const fn description(self) -> &'static str {
        match self {
            Feature::Bf16Conversions => "bf16 conversions to and from f32",
            Feature::Bf16Fma => "bf16 fused multiply-add",
            Feature::Bf16Arithmetic => "bf16 add, sub and mul, and bf16 conversions from integers and f64",
            Feature::HalfMinMax => "f16 and bf16 min and max",
            Feature::MinMaxNaN => "NaN-propagating min and max",
            Feature::MmaSync => "tensor-core matrix products (mma.sync)",
            Feature::AsyncCopy => "asynchronous copies from global to shared memory (cp.async)",
            Feature::Bf16Atomics => "bf16 atomic addition",
            Feature::GridDependencyControl => "grid dependency control (griddepcontrol)",
            Feature::Wgmma => "warpgroup tensor-core matrix products (wgmma)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_numbers_and_parsing_agree() {
        for (i, a) in Arch::ALL.into_iter().enumerate() {
            let suffix = if a.is_specific() { "a" } else { "" };
            assert_eq!(a.name(), format!("sm_{}{suffix}", a.number()));
            assert_eq!(Arch::parse(a.name()), Some(a));
            assert_eq!(Arch::parse(&a.name()[3..]), Some(a));
            assert_eq!(a.to_string(), a.name());
            assert_eq!(a.portable().number(), a.number());
            assert!(!a.portable().is_specific() && a.specific().portable() == a.portable());
            if i > 0 {
                let before = Arch::ALL[i - 1];
                assert!(before < a && (before.number() < a.number() || (before.number() == a.number() && a.is_specific())), "ALL is oldest first");
            }
        }
        for unknown in ["sm_70", "sm_101", "sm_100a", "compute_90", "", "sm_", "90 "] {
            assert_eq!(Arch::parse(unknown), None, "{unknown}");
        }
        assert_eq!(Arch::names(), "sm_75, sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_90a, sm_100, sm_103, sm_107, sm_110, sm_120, sm_121");
    }

    #[test]
    fn the_feature_table() {
        let has = |a: Arch| Feature::ALL.map(|f| a.has(f));
        // Turing has none of them, Ampere and Ada all but what came with
        // Hopper (bf16 arithmetic and atomics, grid dependency control);
        // Hopper and Blackwell all.
        // wgmma is sm_90a's alone.
        assert_eq!(has(Arch::Sm75), [false; 10]);
        for a in [Arch::Sm80, Arch::Sm86, Arch::Sm87, Arch::Sm88, Arch::Sm89] {
            assert_eq!(has(a), [true, true, false, true, true, true, true, false, false, false], "{a}");
        }
        for a in [Arch::Sm90, Arch::Sm100, Arch::Sm103, Arch::Sm107, Arch::Sm110, Arch::Sm120, Arch::Sm121] {
            assert_eq!(has(a), [true, true, true, true, true, true, true, true, true, false], "{a}");
        }
        assert_eq!(has(Arch::Sm90a), [true; 10]);
        for f in Feature::ALL {
            assert!(f.since().has(f));
            let before = Arch::ALL.into_iter().rev().find(|a| *a < f.since()).expect("every feature is newer than sm_75");
            assert!(!before.has(f), "{f:?}");
        }
    }

    #[test]
    fn optimization_hints_may_name_every_architecture() {
        let portable: Vec<&str> = Arch::ALL.into_iter().filter(|a| !a.is_specific()).map(Arch::name).collect();
        assert_eq!(tilesmith_dialect::verify::hints::TARGETS, portable);
    }

    #[test]
    fn ptx_versions_are_what_ptxas_asks_of_each_target() {
        let version = |a: Arch| {
            let (major, minor) = a.ptx_version();
            format!("{major}.{minor}")
        };
        let table: Vec<String> = Arch::ALL.into_iter().map(|a| format!("{a} {}", version(a))).collect();
        assert_eq!(
            table.join(", "),
            "sm_75 6.5, sm_80 7.1, sm_86 7.1, sm_87 7.4, sm_88 9.0, sm_89 7.8, sm_90 7.8, sm_90a 8.4, sm_100 8.6, sm_103 8.8, sm_107 9.4, sm_110 9.0, sm_120 8.7, sm_121 8.8"
        );
    }

    #[test]
    fn a_device_gets_the_newest_architecture_it_runs() {
        let arch = |major, minor| Arch::for_compute_capability(major, minor);
        assert_eq!(arch(7, 0), None);
        assert_eq!(arch(7, 5), Some(Arch::Sm75));
        assert_eq!(arch(8, 0), Some(Arch::Sm80));
        assert_eq!(arch(8, 7), Some(Arch::Sm87));
        assert_eq!(arch(8, 9), Some(Arch::Sm89));
        // Exactly 9.0 runs sm_90a's code (wgmma); a 9.x after it would run sm_90's.
        assert_eq!(arch(9, 0), Some(Arch::Sm90a));
        assert_eq!(arch(9, 1), Some(Arch::Sm90));
        assert_eq!(arch(10, 0), Some(Arch::Sm100));
        // Thor before CUDA 13 said 10.1: sm_100 code runs there.
        assert_eq!(arch(10, 1), Some(Arch::Sm100));
        assert_eq!(arch(11, 0), Some(Arch::Sm110));
        assert_eq!(arch(12, 0), Some(Arch::Sm120));
        assert_eq!(arch(12, 1), Some(Arch::Sm121));
        assert_eq!(arch(13, 0), Some(Arch::Sm121));
        assert_eq!(arch(u32::MAX, 0), None);
    }
}
