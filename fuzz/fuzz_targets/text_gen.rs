//! A grammar-aware generator: the fuzzer's bytes are choices that build a
//! module as a hostile author would write it (alias DAGs of attributes and
//! locations used before and after their definition, debug-info scope
//! chains, nesting up to and past the limits, large and extreme literals,
//! multibyte and escaped text, names defined twice), which then runs parse
//! -> verify -> print -> parse. Every input must end in a diagnostic or a
//! module; what verifies must print (custom and generic forms, with and
//! without locations) to text that parses and verifies again, prints the
//! same again, and is not an expansion of the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilesmith_dialect::text::{parse, print_ir, ParseOptions, PrintOptions};
use tilesmith_dialect::verify::verify;

/// The fuzzer's bytes as a source of choices (zeros once they run out, so
/// every input makes a finite module).
struct Choices<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Choices<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (usize::from(self.byte()) << 8 | usize::from(self.byte())) % n
    }
    /// True `in_256` times in 256; never once the bytes have run out (so an
    /// exhausted input stops growing the module).
    fn chance(&mut self, in_256: u8) -> bool {
        let exhausted = self.exhausted();
        let b = self.byte();
        !exhausted && b < in_256
    }
    fn exhausted(&self) -> bool {
        self.at >= self.bytes.len()
    }
}

/// Strings with multibyte characters, escapes and format directives.
const TEXTS: &[&str] = &["k.py", "é", "€€", "日本語", "\u{1F600}", "tab\\09", "quote\\22", "back\\\\slash", "nl\\0A", "%d", "", "a b", "\u{301}e", "\\FF\\FE"];

/// Integers at and near the edges.
const INTEGERS: &[&str] = &["0", "1", "-1", "2147483647", "-2147483648", "4294967295", "9223372036854775807", "-9223372036854775808", "18446744073709551615", "0x7FFFFFFF", "0xFFFFFFFFFFFFFFFF", "18446744073709551616"];

/// Floats at and near the edges.
const FLOATS: &[&str] = &["0.0", "-0.0", "1.5", "3.4028235e38", "1.0e39", "1.4e-45", "0x7F800000", "0x7FC00000", "0xFF800000", "1e-400", "123456789.0e10"];

struct Gen<'a, 'b> {
    c: &'b mut Choices<'a>,
    out: String,
    attr_aliases: usize,
    loc_aliases: usize,
    /// Location aliases used before their definition, defined at the end.
    forward_locs: usize,
    scope_aliases: usize,
    /// Values visible, per region.
    scopes: Vec<Vec<String>>,
    next_value: usize,
}

impl Gen<'_, '_> {
    fn text(&mut self) -> String {
        let mut s = String::from("\"");
        for _ in 0..1 + self.c.below(3) {
            s.push_str(TEXTS[self.c.below(TEXTS.len())]);
        }
        if self.c.chance(8) {
            // A long one.
            s.push_str(&"é".repeat(self.c.below(4096)));
        }
        s.push('"');
        s
    }

    fn integer(&mut self) -> &'static str {
        INTEGERS[self.c.below(INTEGERS.len())]
    }

    /// An attribute: a literal, an alias, or an array or dictionary of them.
    fn attribute(&mut self, depth: usize) -> String {
        match self.c.below(10) {
            0 if self.attr_aliases > 0 => format!("#a{}", self.c.below(self.attr_aliases)),
            1 => format!("{} : i{}", self.integer(), [1, 8, 16, 32, 64][self.c.below(5)]),
            2 => format!("{} : f{}", FLOATS[self.c.below(FLOATS.len())], [16, 32, 64][self.c.below(3)]),
            3 => self.text(),
            4 => {
                let most = if self.c.chance(16) { 20000 } else { 8 };
                let n = self.c.below(most);
                let items: Vec<&str> = (0..n).map(|_| self.integer()).collect();
                format!("array<i64: {}>", items.join(", "))
            }
            5 | 6 if depth < 300 => {
                let n = self.c.below(5);
                let items: Vec<String> = (0..n).map(|_| self.attribute(depth + 1)).collect();
                format!("[{}]", items.join(", "))
            }
            7 if depth < 300 => {
                let n = self.c.below(4);
                let items: Vec<String> = (0..n).map(|i| format!("k{i} = {}", self.attribute(depth + 1))).collect();
                format!("{{{}}}", items.join(", "))
            }
            8 => {
                // A deep nest in one go.
                let levels = self.c.below(320);
                format!("{}{}{}", "[".repeat(levels), self.attribute(depth + levels), "]".repeat(levels))
            }
            _ => ["unit", "true", "false", "@sym", "i32", "!cuda_tile.tile<4xf32>"][self.c.below(6)].to_string(),
        }
    }

    /// A location: written out, or an alias (maybe one defined later).
    fn location(&mut self, depth: usize) -> String {
        match self.c.below(9) {
            0 if self.loc_aliases > 0 => format!("#l{}", self.c.below(self.loc_aliases)),
            1 => {
                self.forward_locs += 1;
                format!("#fwd{}", self.forward_locs - 1)
            }
            2 => format!("{}:{}:{}", self.text(), self.integer(), self.c.below(1 << 16)),
            3 if depth < 300 => format!("{}({})", self.text(), self.location(depth + 1)),
            4 if depth < 300 => format!("callsite({} at {})", self.location(depth + 1), self.location(depth + 1)),
            5 if depth < 300 => {
                let n = self.c.below(4);
                let parts: Vec<String> = (0..n).map(|_| self.location(depth + 1)).collect();
                let meta = if self.c.chance(64) { format!("<{}>", self.attribute(0)) } else { String::new() };
                format!("fused{meta}[{}]", parts.join(", "))
            }
            6 if self.scope_aliases > 0 => format!("#cuda_tile.di_loc<loc({}) in #s{}>", self.location(depth + 1), self.c.below(self.scope_aliases)),
            7 => {
                let levels = self.c.below(320);
                format!("{}unknown{}", "fused[".repeat(levels), "]".repeat(levels))
            }
            _ => "unknown".to_string(),
        }
    }

    fn aliases(&mut self) {
        // A DAG: each alias refers to earlier ones, often twice.
        for _ in 0..self.c.below(80) {
            let i = self.attr_aliases;
            let body = if i > 0 && self.c.chance(128) {
                let a = self.c.below(i);
                let b = if self.c.chance(128) { a } else { self.c.below(i) };
                format!("[#a{a}, #a{b}]")
            } else {
                self.attribute(0)
            };
            self.out.push_str(&format!("#a{i} = {body}\n"));
            self.attr_aliases += 1;
        }
        // Debug-info scopes: a subprogram, then chains of lexical blocks (maybe past the limit).
        if self.c.chance(160) {
            let (name, directory) = (self.text(), self.text());
            self.out.push_str(&format!("#file = #cuda_tile.di_file<{name} in {directory}>\n#cu = #cuda_tile.di_compile_unit<file = #file>\n"));
            self.out.push_str("#s0 = #cuda_tile.di_subprogram<file = #file, line = 1, name = \"k\", linkageName = \"k\", compileUnit = #cu, scopeLine = 1>\n");
            self.scope_aliases = 1;
            let blocks = if self.c.chance(16) { 240 + self.c.below(40) } else { self.c.below(20) };
            for i in 1..=blocks {
                let parent = if self.c.chance(200) { i - 1 } else { self.c.below(i) };
                self.out.push_str(&format!("#s{i} = #cuda_tile.di_lexical_block<scope = #s{parent}, file = #file, line = {i}, column = 2>\n"));
                self.scope_aliases += 1;
            }
        }
        for _ in 0..self.c.below(60) {
            let i = self.loc_aliases;
            let body = if i > 0 && self.c.chance(128) {
                let a = self.c.below(i);
                let b = if self.c.chance(128) { a } else { self.c.below(i) };
                if self.c.chance(128) { format!("fused[#l{a}, #l{b}]") } else { format!("callsite(#l{a} at #l{b})") }
            } else {
                self.location(0)
            };
            self.out.push_str(&format!("#l{i} = loc({body})\n"));
            self.loc_aliases += 1;
        }
    }

    fn value(&mut self) -> Option<String> {
        let visible: Vec<&String> = self.scopes.iter().flatten().collect();
        if visible.is_empty() {
            return None;
        }
        Some(visible[self.c.below(visible.len())].clone())
    }

    fn define(&mut self) -> String {
        // Now and then a name defined again (an error somewhere up the regions).
        if self.c.chance(4) {
            if let Some(v) = self.value() {
                return v;
            }
        }
        self.next_value += 1;
        let name = format!("%v{}", self.next_value);
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(name.clone());
        }
        name
    }

    fn trailing(&mut self) -> String {
        let mut s = String::new();
        if self.c.chance(80) {
            s.push_str(&format!(" {{a = {}}}", self.attribute(0)));
        }
        if self.c.chance(100) {
            s.push_str(&format!(" loc({})", self.location(0)));
        }
        s
    }

    fn op(&mut self, indent: usize, depth: usize) {
        let pad = " ".repeat(indent.min(40));
        match self.c.below(8) {
            0 | 1 => {
                let (literal, ty) = match self.c.below(4) {
                    0 => (format!("<i32: {}>", self.integer()), "tile<i32>".to_string()),
                    1 => (format!("<f32: {}>", FLOATS[self.c.below(FLOATS.len())]), "tile<f32>".to_string()),
                    2 => {
                        let n = 1usize << self.c.below(12);
                        let items: Vec<&str> = (0..n).map(|_| self.integer()).collect();
                        (format!("<i64: [{}]>", items.join(", ")), format!("tile<{n}xi64>"))
                    }
                    _ => (format!("<i32: {}>", self.c.below(100)), "tile<i32>".to_string()),
                };
                let trailing = self.trailing();
                let v = self.define();
                self.out.push_str(&format!("{pad}{v} = constant {literal} : {ty}{trailing}\n"));
            }
            2 => {
                if let (Some(a), Some(b)) = (self.value(), self.value()) {
                    let trailing = self.trailing();
                    let v = self.define();
                    let op = ["addi", "muli", "subi"][self.c.below(3)];
                    self.out.push_str(&format!("{pad}{v} = {op} {a}, {b} : tile<i32>{trailing}\n"));
                }
            }
            3 => {
                let text = self.text();
                let trailing = self.trailing();
                self.out.push_str(&format!("{pad}print {text}{trailing}\n"));
            }
            4 | 5 if depth < 300 => {
                let levels = if self.c.chance(8) { 200 + self.c.below(100) } else { 1 };
                for _ in 0..levels {
                    self.out.push_str(&format!("{pad}if %c {{\n"));
                    self.scopes.push(Vec::new());
                }
                self.body(indent + 2, depth + levels);
                for _ in 0..levels {
                    self.scopes.pop();
                    self.out.push_str(&format!("{pad}}}\n"));
                }
            }
            6 if depth < 300 => {
                self.out.push_str(&format!("{pad}loop {{\n"));
                self.scopes.push(Vec::new());
                self.body(indent + 2, depth + 1);
                self.scopes.pop();
                self.out.push_str(&format!("{pad}  break\n{pad}}}\n"));
            }
            _ => {}
        }
    }

    fn body(&mut self, indent: usize, depth: usize) {
        for _ in 0..self.c.below(6) {
            if self.c.exhausted() {
                return;
            }
            self.op(indent, depth);
        }
    }

    fn module(&mut self) {
        self.aliases();
        self.out.push_str("cuda_tile.module @m {\n");
        if self.c.chance(64) {
            let n = 1usize << self.c.below(10);
            let items: Vec<&str> = (0..n).map(|_| FLOATS[self.c.below(FLOATS.len())]).collect();
            self.out.push_str(&format!("  global @g <f32: [{}]> : tile<{n}xf32>\n", items.join(", ")));
        }
        self.out.push_str("  entry @k() {\n    %c = constant <i1: true> : tile<i1>\n");
        self.scopes.push(Vec::new());
        self.body(4, 2);
        self.scopes.pop();
        let entry_loc = if self.scope_aliases > 0 && self.c.chance(200) { format!(" loc(#cuda_tile.di_loc<loc(\"k.py\":1:1) in #s{}>)", self.c.below(self.scope_aliases)) } else { String::new() };
        self.out.push_str(&format!("    return\n  }}{entry_loc}\n}}\n"));
        // Location aliases used before their definition.
        for i in 0..self.forward_locs {
            let body = if i + 1 < self.forward_locs && self.c.chance(64) { format!("fused[#fwd{}]", i + 1) } else { self.location(0) };
            self.out.push_str(&format!("#fwd{i} = loc({body})\n"));
        }
    }
}

/// Text that parses and verifies prints to text that does too, prints the
/// same again, and is no expansion of what was read.
fn check(text: &str) {
    let options = ParseOptions { allow_unregistered: false, implicit_module: true };
    let Ok(ir) = parse(text, "gen.mlir", 1, &options) else { return };
    if verify(&ir).is_err() {
        return;
    }
    for (generic, debug_info) in [(false, false), (false, true), (true, true)] {
        let print = PrintOptions { generic, debug_info };
        let printed = print_ir(&ir, &print);
        // Aliases stand for anything shared and long: the output grows with the input.
        assert!(printed.len() <= 2048 * text.len() + (1 << 20), "printing expanded {} bytes to {}", text.len(), printed.len());
        let again = parse(&printed, "printed.mlir", 1, &options).unwrap_or_else(|e| panic!("printed IR does not parse: {}\n{printed}", e.message));
        if let Err(e) = verify(&again) {
            panic!("printed IR does not verify: {}\n{printed}", e.message);
        }
        if !generic {
            let twice = print_ir(&again, &print);
            assert!(twice == printed, "printing is not a fixpoint\n--- first\n{printed}\n--- second\n{twice}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut choices = Choices { bytes: data, at: 0 };
    let mut g = Gen { c: &mut choices, out: String::new(), attr_aliases: 0, loc_aliases: 0, forward_locs: 0, scope_aliases: 0, scopes: Vec::new(), next_value: 0 };
    g.module();
    let text = g.out;
    // The work recurses once per level of nesting (up to the limits): on a
    // stack as large as the command line's, whatever the fuzzer's.
    let worker = std::thread::Builder::new().stack_size(64 << 20).spawn(move || check(&text)).expect("a thread");
    if let Err(panic) = worker.join() {
        std::panic::resume_unwind(panic);
    }
});
