//! Every test of the rules crate, in one binary: one link instead of one per file, which is
//! most of the build on two cores. Each module is one former test file; rules-coverage.md names
//! tests as `module::test`.

#![allow(dead_code)]

#[path = "../shared/fluent_arguments.rs"]
mod fluent_arguments;

mod bot_privacy;
mod bot_reasons;
mod cat_attack_bots;
mod cat_attack_cards;
mod cat_attack_critters;
mod cat_attack_fights;
mod cat_attack_gangs;
mod cat_attack_random;
mod cat_attack_retired;
mod cat_attack_rules;
mod cat_attack_search;
mod cat_attack_support;
mod cat_attack_tell;
mod cat_attack_variants;
mod cat_fight_bots;
mod cat_fight_catnip;
mod cat_fight_fights;
mod cat_fight_random;
mod cat_fight_rules;
mod cat_fight_search;
mod cat_fight_setup;
mod cat_fight_support;
mod cat_fight_turn_fixes;
mod cat_fight_undo;
mod catastrophes_actions;
mod catastrophes_bots;
mod catastrophes_common;
mod catastrophes_end;
mod catastrophes_full_games;
mod catastrophes_resolution;
mod catastrophes_search;
mod catastrophes_setup;
mod catastrophes_tell;
mod catastrophes_undo;
mod catastrophes_wild_cats;
#[path = "../shared/english.rs"]
mod english;
mod every_game;
// The text mutations are the levels' fuzz tests' own.
#[path = "../../../levels/tests/levels/fuzz_edits.rs"]
mod fuzz_edits;
mod fuzz_saves;
mod fuzz_tables;
mod gp_bots;
mod gp_random;
mod gp_rules;
mod gp_search;
mod gp_spats;
mod gp_support;
mod gp_tell;
mod hkk_bots;
mod hkk_cards;
mod hkk_instants;
mod hkk_random;
mod hkk_rules;
mod hkk_scoring;
mod hkk_search;
mod hkk_support;
mod hkk_tell;
mod kernel_cards;
mod kernel_checked_saves;
mod kernel_gate;
mod kernel_rng;
mod kernel_save;
mod kernel_seats;
mod kernel_undo;
mod kernel_window;
mod ladder;
mod messages;
mod net_privacy;
mod old_files;
mod replay;
mod soak;
mod told;
mod toy;
