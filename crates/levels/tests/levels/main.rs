//! Every test of the levels crate, in one binary.

mod broken_levels;
mod locate;
mod shipped;
