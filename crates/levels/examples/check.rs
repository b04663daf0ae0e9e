//! `cargo run -p mogland_levels --example check -- levels`: checks every level file of a
//! folder as the game does, without building the game (for translators and modders at work
//! on the level files). `mogland check-levels` says the same.

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "levels".to_owned());
    match mogland_levels::check_dir(std::path::Path::new(&dir)) {
        Ok((good, errors)) => {
            for name in &good {
                println!("{name}: good");
            }
            for e in &errors {
                println!("{e}");
            }
            std::process::exit(if errors.is_empty() { 0 } else { 1 });
        }
        Err(e) => {
            eprintln!("cannot read {dir}: {e}");
            std::process::exit(2);
        }
    }
}
