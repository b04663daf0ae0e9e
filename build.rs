//! Validates every shipped level with the game's own validator (a broken level fails the
//! build with the same file:line:column message the game shows) and embeds them in the binary.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    println!("cargo:rerun-if-changed={}", dir.display());
    let (good, errors) = mogland_levels::check_dir(&dir).expect("levels/ folder is readable");
    if !errors.is_empty() {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!("broken level file(s) in levels/:\n{}", list.join("\n"));
    }
    let mut code = String::from(
        "/// The shipped level files: (file name, contents).\npub const SHIPPED: &[(&str, &str)] = &[\n",
    );
    for path in good {
        let path = Path::new(&path);
        println!("cargo:rerun-if-changed={}", path.display());
        let name = path.file_name().unwrap().to_string_lossy();
        writeln!(
            code,
            "    ({name:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("shipped_levels.rs");
    std::fs::write(out, code).unwrap();
}
