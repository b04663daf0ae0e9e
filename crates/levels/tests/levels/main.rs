//! Every test of the levels crate, in one binary.

mod broken_levels;
mod cat_attack_board;
mod fuzz_edits;
mod fuzz_levels;
mod grand_prrrrix_board;
mod locate;
mod notepad;
mod shipped;
mod words;
