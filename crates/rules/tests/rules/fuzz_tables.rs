//! Fuzzed levels at the table. A mutated shipped level (`fuzz_edits`) that `parse_level` accepts
//! is one the game will deal on: every seat count the game takes deals a table on it, and a few
//! dozen random legal moves play on it, without a panic (a refusal to deal is a sentence). A
//! mutated tutorial that `parse_level` accepts is checked as `mogland tutorial` checks it
//! (`GameRules::check_tutorial`): its steps are legal or the refusal says which is not.

use crate::fuzz_edits::{apply, config, edits, number_edits};
use mogland_rules::core::{Game, GameRng, GameRules, GameSim, SeatKind, SeatSetup, TableSetup};
use mogland_rules::games::GAMES;
use mogland_rules::games::cat_attack::CatAttack;
use mogland_rules::games::cat_fight::CatFight;
use mogland_rules::games::catastrophes::Catastrophes;
use mogland_rules::games::grand_prrrrix::GrandPrrrrix;
use mogland_rules::games::here_kitty_kitty::HereKittyKitty;
use mogland_rules::levels::{Level, parse_level};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestRunner;

fn shipped(file: &str) -> String {
    let path = format!("{}/../../levels/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A table of `game` on `level` for `seats` seats.
fn table(game: &dyn GameRules, level: Level, seats: usize, variants: Vec<String>) -> TableSetup {
    TableSetup {
        game: game.info().id,
        seats: (0..seats)
            .map(|i| SeatSetup {
                name: format!("Cat {i}"),
                colour: [0, 0, 0],
                kind: SeatKind::Human,
            })
            .collect(),
        variants,
        seed: 7,
        level,
    }
}

/// Deals `setup` and plays up to `moves` random legal moves on it: no panic, and a refusal to
/// deal says why.
fn deal_and_play<G: Game>(setup: &TableSetup, moves: usize) -> Result<(), TestCaseError> {
    let mut sim = match GameSim::<G>::start(setup) {
        Ok(sim) => sim,
        Err(why) => {
            prop_assert!(!why.trim().is_empty(), "a refusal that says nothing");
            return Ok(());
        }
    };
    let mut rng = GameRng::seeded(setup.seed);
    for _ in 0..moves {
        let Some(seat) = sim.to_act() else { break };
        let legal = sim.legal_actions(seat);
        prop_assert!(!legal.is_empty(), "{} is asked and may do nothing", seat.0);
        let action = legal[rng.below(legal.len())].clone();
        if let Err(r) = sim.apply(seat, action) {
            return Err(TestCaseError::fail(format!(
                "a legal action was refused: {r}"
            )));
        }
    }
    Ok(())
}

#[test]
fn a_mutated_level_the_loader_accepts_deals_and_plays_without_a_panic() {
    let mut runner = TestRunner::new(config(3000));
    let result = runner.run(
        &(
            0..GAMES.len(),
            prop_oneof![edits(), number_edits()],
            any::<Index>(),
            any::<bool>(),
        ),
        |(g, edits, seats, variants)| {
            let game = GAMES[g];
            let info = game.info();
            let src = apply(&shipped(info.level_file), &edits);
            let Ok(level) = parse_level(info.level_file, &src) else {
                return Ok(());
            };
            let players: Vec<usize> = info.players.clone().collect();
            let n = players[seats.index(players.len())];
            let variants = if variants {
                info.variants.iter().map(|v| v.key.to_owned()).collect()
            } else {
                Vec::new()
            };
            let setup = table(game, level, n, variants);
            match g {
                0 => deal_and_play::<Catastrophes>(&setup, 40),
                1 => deal_and_play::<CatFight>(&setup, 40),
                2 => deal_and_play::<CatAttack>(&setup, 40),
                3 => deal_and_play::<HereKittyKitty>(&setup, 40),
                _ => deal_and_play::<GrandPrrrrix>(&setup, 40),
            }
        },
    );
    if let Err(e) = result {
        panic!("{e}");
    }
}

#[test]
fn a_mutated_tutorial_the_loader_accepts_is_checked_without_a_panic() {
    let mut runner = TestRunner::new(config(1000));
    let result = runner.run(&(0..GAMES.len(), edits()), |(g, edits)| {
        let info = GAMES[g].info();
        let file = format!("tutorial_{}", info.level_file);
        let src = apply(&shipped(&file), &edits);
        let Ok(Level::Tutorial(def)) = parse_level(&file, &src) else {
            return Ok(());
        };
        // The tutorial names its game; the level is the game's own.
        let Some(game) = mogland_rules::games::parse(&def.game) else {
            return Ok(());
        };
        let level = parse_level(game.info().level_file, &shipped(game.info().level_file))
            .unwrap_or_else(|e| panic!("{e}"));
        let setup = TableSetup::for_tutorial(game.info().id, &def, level);
        let steps: Vec<String> = def.steps.iter().map(|s| s.expect.clone()).collect();
        if let Err(why) = game.check_tutorial(&setup, &steps) {
            prop_assert!(!why.trim().is_empty(), "a refusal that says nothing");
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}
