//! What every registered game must do, checked the same way for each: the components drawn
//! from its state step by step are those a table restored from the state spawns, and letting
//! the table go leaves none behind; what anyone at the table sees holds no seat's hidden
//! things; a save replays to the same digest.

use crate::cat_attack_support::{setup as cat_attack_setup, setup_with as cat_attack_setup_with};
use crate::cat_fight_support::setup as cat_fight_setup;
use crate::catastrophes_common::setup as catastrophes_setup;
use crate::gp_support::{setup as gp_setup, setup_with as gp_setup_with};
use crate::hkk_support::setup as hkk_setup;
use mogland_rules::core::coverage::state_types;
use mogland_rules::core::save::{replay_save, save_table};
use mogland_rules::core::{Game, GameRng, GameSim, TableSetup, end_table};
use mogland_rules::games::GAMES;
use mogland_rules::games::cat_attack::CatAttack;
use mogland_rules::games::cat_fight::CatFight;
use mogland_rules::games::catastrophes::Catastrophes;
use mogland_rules::games::grand_prrrrix::GrandPrrrrix;
use mogland_rules::games::here_kitty_kitty::HereKittyKitty;

/// `mogland_rules::games::cat_fight::`: where the game's own types live.
fn module_of<G>() -> String {
    let name = std::any::type_name::<G>();
    let (module, _) = name.rsplit_once("::").expect("a path");
    format!("{module}::")
}

/// Plays random legal actions; after each one the components and resources the rules drew
/// step by step are of the same kinds, and as many of each, as those a fresh app spawns from
/// the table's snapshot (a piece that arrived, left or changed kind is drawn), and the fresh
/// table snapshots the same. At the end, letting the table go leaves nothing of it behind.
fn face_follows_the_state<G: Game>(setups: &[TableSetup], actions: usize) {
    let prefix = module_of::<G>();
    let empty = state_types(GameSim::<G>::empty().world(), &prefix);
    let mut rng = GameRng::seeded(5);
    for setup in setups {
        let mut sim = GameSim::<G>::start(setup).unwrap();
        let mut seen_types = state_types(sim.world(), &prefix);
        for _ in 0..actions {
            let Some(seat) = sim.to_act() else { break };
            let legal = sim.legal_actions(seat);
            sim.apply(seat, legal[rng.below(legal.len())].clone())
                .unwrap();
            let snap = sim.snapshot();
            let mut fresh = GameSim::<G>::empty();
            fresh.restore(&snap);
            let here = state_types(sim.world(), &prefix);
            assert_eq!(
                state_types(fresh.world(), &prefix),
                here,
                "{}: the face drawn step by step is not the one spawned from the state",
                G::INFO.name
            );
            assert_eq!(fresh.snapshot(), snap);
            seen_types.components.extend(here.components);
            seen_types.resources.extend(here.resources);
        }
        assert!(
            !seen_types.components.is_empty() && !seen_types.resources.is_empty(),
            "{}: the check saw the game's state ({seen_types:?})",
            G::INFO.name
        );
        end_table::<G>(sim.world_mut());
        assert_eq!(
            state_types(sim.world(), &prefix),
            empty,
            "{}: clearing the table left some of its state behind",
            G::INFO.name
        );
    }
}

#[test]
fn catastrophes_face_follows_the_state() {
    face_follows_the_state::<Catastrophes>(
        &[
            catastrophes_setup(4, 3, false),
            catastrophes_setup(2, 4, true),
        ],
        300,
    );
}

#[test]
fn cat_fight_face_follows_the_state() {
    face_follows_the_state::<CatFight>(&[cat_fight_setup(2, 3), cat_fight_setup(4, 8)], 250);
}

#[test]
fn cat_attack_face_follows_the_state() {
    face_follows_the_state::<CatAttack>(
        &[
            cat_attack_setup(2, 3),
            cat_attack_setup_with(5, 8, &["claws-shops", "time-limit"]),
        ],
        250,
    );
}

#[test]
fn here_kitty_kitty_face_follows_the_state() {
    face_follows_the_state::<HereKittyKitty>(&[hkk_setup(2, 3), hkk_setup(6, 8)], 250);
}

#[test]
fn grand_prrrrix_face_follows_the_state() {
    face_follows_the_state::<GrandPrrrrix>(
        &[
            gp_setup(3, 3),
            gp_setup_with(5, 8, &["shorter-course", "bidirectional", "personal-space"]),
        ],
        250,
    );
}

#[test]
fn every_registered_game_is_checked_here() {
    let checked = [
        Catastrophes::INFO.id,
        CatFight::INFO.id,
        CatAttack::INFO.id,
        HereKittyKitty::INFO.id,
        GrandPrrrrix::INFO.id,
    ];
    for g in GAMES {
        assert!(
            checked.contains(&g.info().id),
            "{} is registered but its snapshot coverage is not tested",
            g.info().name
        );
    }
}

#[test]
fn what_the_whole_table_sees_holds_no_hand_no_cream_value_and_no_choice() {
    let mut sim = GameSim::<Catastrophes>::start(&catastrophes_setup(4, 9, false)).unwrap();
    for _ in 0..3 {
        let seat = sim.to_act().unwrap();
        let a = sim.legal_actions(seat)[0];
        sim.apply(seat, a).unwrap();
    }
    let public = Catastrophes::observation(sim.world(), None);
    assert!(public.seat.is_none() && public.hand.is_empty() && public.legal.is_empty());
    assert!(
        public.face_down.iter().flatten().all(|v| v.card.is_none()),
        "no face-down card is shown"
    );
    assert!(public.face_down.iter().flatten().count() > 0);
    assert_eq!(
        public.hand_sizes,
        sim.observation(sim.to_act().unwrap()).hand_sizes
    );

    let mut sim = GameSim::<CatFight>::start(&cat_fight_setup(2, 9)).unwrap();
    let mut rng = GameRng::seeded(2);
    while sim.snapshot().game.creams.iter().all(|c| {
        !matches!(
            c.place,
            mogland_rules::games::cat_fight::CreamPlace::Held(_)
        )
    }) {
        let seat = sim.to_act().expect("someone sips before the end");
        let legal = sim.legal_actions(seat);
        let a = legal
            .iter()
            .find(|a| **a == mogland_rules::games::cat_fight::CatFightAction::Sip)
            .copied()
            .unwrap_or(legal[rng.below(legal.len())]);
        sim.apply(seat, a).unwrap();
    }
    let public = CatFight::observation(sim.world(), None);
    assert!(public.seat.is_none() && public.own_creams.is_empty() && public.legal.is_empty());
    assert!(
        public.cream_counts.iter().sum::<u8>() > 0,
        "counts are public"
    );
}

/// Random games of `G`: their saves replay to the same digest.
fn saves_replay<G: Game>(setup: &TableSetup, actions: usize) {
    let mut sim = GameSim::<G>::start(setup).unwrap();
    let mut rng = GameRng::seeded(11);
    for _ in 0..actions {
        let Some(seat) = sim.to_act() else { break };
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())].clone())
            .unwrap();
    }
    let text = save_table::<G>(sim.world());
    let back = replay_save::<G>(&text).unwrap_or_else(|e| panic!("{}: {e}", G::INFO.name));
    assert_eq!(back.snapshot(), sim.snapshot());
}

#[test]
fn every_game_saves_and_resumes_to_the_same_digest() {
    saves_replay::<Catastrophes>(&catastrophes_setup(3, 21, true), 60);
    saves_replay::<CatFight>(&cat_fight_setup(3, 21), 120);
    saves_replay::<CatAttack>(&cat_attack_setup(4, 21), 200);
    saves_replay::<HereKittyKitty>(&hkk_setup(4, 21), 300);
    saves_replay::<GrandPrrrrix>(&gp_setup(4, 21), 300);
}

/// A hint (what Normal would do from the asked seat, on that seat's observation) is always one
/// of the seat's legal actions, stands for that seat, and is said in words.
fn hints_are_legal<G: Game>(setup: &TableSetup, actions: usize) {
    use mogland_rules::core::{Entry, GameRules, Suggested};
    let rules = Entry::<G>::NEW;
    let mut sim = GameSim::<G>::start(setup).unwrap();
    let mut rng = GameRng::seeded(17);
    let mut hints = 0;
    for _ in 0..actions {
        let Some(seat) = sim.to_act() else { break };
        let line = rules
            .hint(sim.world_mut(), seat)
            .unwrap_or_else(|| panic!("{}: no hint for the seat asked", G::INFO.name));
        let Suggested(for_seat, action) = sim.world().resource::<Suggested<G::Action>>().clone();
        assert_eq!(for_seat, seat);
        assert_eq!(line.seat, seat);
        assert!(
            sim.legal_actions(seat).contains(&action),
            "{}: the hint {action:?} is not legal",
            G::INFO.name
        );
        assert!(line.action.id().is_some(), "{}", line.action);
        hints += 1;
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())].clone())
            .unwrap();
    }
    assert!(hints > 10, "{}: only {hints} hints checked", G::INFO.name);
}

#[test]
fn every_games_hints_are_legal_actions() {
    hints_are_legal::<Catastrophes>(&catastrophes_setup(4, 5, false), 120);
    hints_are_legal::<CatFight>(&cat_fight_setup(3, 5), 120);
    hints_are_legal::<CatAttack>(&cat_attack_setup(4, 5), 150);
    hints_are_legal::<HereKittyKitty>(&hkk_setup(4, 5), 150);
    hints_are_legal::<GrandPrrrrix>(&gp_setup(4, 5), 150);
}

/// An action sent through the gate is applied once, however often the rules run before Bevy
/// rotates its message buffers (a paused window, or one drawing faster than the fixed step,
/// runs them many times in between): the playtest's `Move(..) does not answer Play`. Each
/// action goes to one table through the gate, with three runs of the rules and no rotation,
/// and to a twin through `GameSim::apply`; the two tables stay the same.
fn applied_once<G: Game>(setup: &TableSetup, actions: usize) {
    use mogland_rules::core::{Act, RulesSchedule};
    let mut sim = GameSim::<G>::start(setup).unwrap();
    let mut twin = GameSim::<G>::start(setup).unwrap();
    let mut rng = GameRng::seeded(23);
    for k in 0..actions {
        let Some(seat) = twin.to_act() else { break };
        let legal = twin.legal_actions(seat);
        let action = legal[rng.below(legal.len())].clone();
        twin.apply(seat, action.clone()).unwrap();
        let world = sim.world_mut();
        world.write_message(Act { seat, action });
        for _ in 0..3 {
            world.run_schedule(RulesSchedule);
        }
        assert_eq!(
            sim.snapshot(),
            twin.snapshot(),
            "{}: action {k} was not applied exactly once",
            G::INFO.name
        );
    }
}

#[test]
fn every_game_applies_an_accepted_action_once_however_often_the_rules_run() {
    applied_once::<Catastrophes>(&catastrophes_setup(4, 6, false), 80);
    applied_once::<CatFight>(&cat_fight_setup(3, 6), 80);
    applied_once::<CatAttack>(&cat_attack_setup(4, 6), 120);
    applied_once::<HereKittyKitty>(&hkk_setup(4, 6), 120);
    applied_once::<GrandPrrrrix>(&gp_setup(4, 6), 120);
}

/// Every shipped tutorial (`levels/tutorial_*.ron`) plays through on the rules alone: the bots
/// choose as at the table and each step is legal when the learner is asked (the app's
/// `tutorial.rs` checks the same at the table; this catches a rules change without it).
#[test]
fn every_shipped_tutorial_plays_through_on_the_rules_alone() {
    use mogland_rules::levels::{Level, parse_level};
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels");
    for game in GAMES {
        let info = game.info();
        let read = |name: &str| {
            let path = format!("{dir}/{name}");
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            parse_level(&path, &text).unwrap_or_else(|e| panic!("{e}"))
        };
        let Level::Tutorial(def) = read(&format!("tutorial_{}", info.level_file)) else {
            panic!("{}: its tutorial is not a Tutorial(...)", info.name);
        };
        let setup = TableSetup::for_tutorial(info.id, &def, read(info.level_file));
        let steps: Vec<String> = def.steps.iter().map(|s| s.expect.clone()).collect();
        if let Err(e) = game.check_tutorial(&setup, &steps) {
            panic!("{}'s tutorial: {e}", info.name);
        }
    }
}

/// The game-over charts: each tick's sample is the figures after the last action taken in that
/// round (or turn), so what a round-ending action scores (Cat'astrophes' reveal, the last food
/// of a round) is charted in its round, not the next.
fn charted_in_its_round<G: Game>(setup: &TableSetup, actions: usize) {
    use mogland_rules::core::{Entry, GameRules};
    use std::collections::BTreeMap;
    let mut sim = GameSim::<G>::start(setup).unwrap();
    let mut rng = GameRng::seeded(23);
    let mut expected: BTreeMap<u32, Vec<Vec<i64>>> = BTreeMap::new();
    for k in 0..actions {
        let Some(seat) = sim.to_act() else { break };
        let tick = match G::clock(sim.world()) {
            0 => k as u32 + 1,
            t => t,
        };
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())].clone())
            .unwrap();
        let figures = G::figures(sim.world())
            .into_iter()
            .map(|(_, v)| v)
            .collect();
        expected.insert(tick, figures);
    }
    let history = Entry::<G>::NEW.timeline(sim.world());
    let charted: BTreeMap<u32, Vec<Vec<i64>>> = history.samples.into_iter().skip(1).collect();
    assert!(expected.len() > 2, "{}: too short a game", G::INFO.name);
    assert_eq!(charted, expected, "{}", G::INFO.name);
}

#[test]
fn every_games_charts_put_an_action_in_the_round_it_was_taken() {
    charted_in_its_round::<Catastrophes>(&catastrophes_setup(3, 8, false), 150);
    charted_in_its_round::<CatFight>(&cat_fight_setup(3, 8), 150);
    charted_in_its_round::<CatAttack>(&cat_attack_setup(3, 8), 300);
    charted_in_its_round::<HereKittyKitty>(&hkk_setup(3, 8), 300);
    charted_in_its_round::<GrandPrrrrix>(&gp_setup(3, 8), 300);
}
