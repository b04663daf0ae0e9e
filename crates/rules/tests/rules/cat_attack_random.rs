//! Many seeded games to the end with every invariant checked after every action; replays and
//! snapshots.

use crate::cat_attack_support::*;
use mogland_rules::core::{Bot, EasyBot, Game, GameSim};
use mogland_rules::games::cat_attack::*;

fn play(players: usize, seed: u64, bots: &mut [Box<dyn Bot<CatAttack>>]) -> Sim {
    play_with(players, seed, &[], bots)
}

fn play_with(
    players: usize,
    seed: u64,
    variants: &[&str],
    bots: &mut [Box<dyn Bot<CatAttack>>],
) -> Sim {
    let mut sim = Sim::start(&setup_with(players, seed, variants)).expect("a table starts");
    let has = |v: &str| variants.contains(&v);
    let critters = if has("claws") || has("claws-shops") {
        players - 1
    } else {
        players
    };
    let stock = if has("claws-shops") {
        players - 1
    } else {
        players
    } as u8;
    check_invariants(&sim, players, stock, critters);
    let mut n = 0;
    while let Some(seat) = sim.to_act() {
        let action = sim.bot_choice(seat, bots[seat.index()].as_mut());
        sim.apply(seat, action.clone())
            .unwrap_or_else(|r| panic!("seed {seed} {variants:?}: {action:?} refused: {r}"));
        check_invariants(&sim, players, stock, critters);
        n += 1;
        assert!(
            n < 50_000,
            "seed {seed} {variants:?}: the game does not end"
        );
    }
    sim
}

#[test]
fn random_games_with_the_variants_keep_every_invariant_and_end() {
    let sets: &[&[&str]] = &[
        &["claws"],
        &["claws-shops", "short-lives"],
        &["time-limit"],
        &["no-raiding", "no-trespassing", "no-cat-fight", "no-six-cat"],
        &["claws-shops", "time-limit", "no-raiding"],
    ];
    for seed in 0..30u64 {
        let players = 2 + (seed % 5) as usize;
        let variants = sets[seed as usize % sets.len()];
        let mut bots: Vec<Box<dyn Bot<CatAttack>>> = (0..players)
            .map(|_| Box::new(EasyBot) as Box<dyn Bot<CatAttack>>)
            .collect();
        let sim = play_with(players, seed, variants, &mut bots);
        let out = CatAttack::outcome(sim.world()).expect("the game ends");
        assert!(!out.winners.is_empty(), "{variants:?}: {}", out.summary);
        if variants.contains(&"time-limit") {
            assert!(turn(&sim).round <= TIMED_ROUNDS);
        }
    }
}

/// Games in the random soak: 60 in the suite; `CAT_ATTACK_SOAK=3000 cargo test --release -p
/// mogland_rules random_games_keep` runs thousands.
fn soak_games() -> u64 {
    std::env::var("CAT_ATTACK_SOAK")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60)
}

#[test]
fn random_games_keep_every_invariant_and_end() {
    for seed in 0..soak_games() {
        let players = 2 + (seed % 5) as usize;
        let mut bots: Vec<Box<dyn Bot<CatAttack>>> = (0..players)
            .map(|_| Box::new(EasyBot) as Box<dyn Bot<CatAttack>>)
            .collect();
        let sim = play(players, seed, &mut bots);
        assert!(CatAttack::outcome(sim.world()).is_some());
    }
}

#[test]
fn random_gang_warfare_games_keep_every_invariant_and_end() {
    let sets: &[&[&str]] = &[
        &["gang-warfare"],
        &["gang-shared-house"],
        &["gang-warfare", "claws-shops", "time-limit"],
        &["gang-shared-house", "short-lives", "no-raiding"],
    ];
    for seed in 0..24u64 {
        let players = if seed.is_multiple_of(2) { 4 } else { 6 };
        let variants = sets[seed as usize % sets.len()];
        let mut bots: Vec<Box<dyn Bot<CatAttack>>> = (0..players)
            .map(|i| {
                if (seed + i as u64).is_multiple_of(3) {
                    Box::new(NormalBot) as Box<dyn Bot<CatAttack>>
                } else {
                    Box::new(EasyBot) as Box<dyn Bot<CatAttack>>
                }
            })
            .collect();
        let sim = play_with(players, seed, variants, &mut bots);
        let out = CatAttack::outcome(sim.world()).expect("the game ends");
        // Gangs win together: a winner's partner wins too.
        let gang = sim.snapshot().game.options.gang;
        for w in &out.winners {
            for seat in 0..players as u8 {
                let s = mogland_rules::core::SeatId(seat);
                if gang.mates(*w, s) {
                    assert!(out.winners.contains(&s), "{variants:?}: {}", out.summary);
                }
            }
        }
    }
}

#[test]
fn normal_bots_play_games_to_the_end() {
    for seed in 0..20u64 {
        let players = 2 + (seed % 5) as usize;
        let mut bots: Vec<Box<dyn Bot<CatAttack>>> = (0..players)
            .map(|_| Box::new(NormalBot) as Box<dyn Bot<CatAttack>>)
            .collect();
        let sim = play(players, seed, &mut bots);
        assert!(CatAttack::outcome(sim.world()).is_some());
    }
}

#[test]
fn a_replay_of_a_recorded_game_reaches_the_same_state() {
    let mut bots: Vec<Box<dyn Bot<CatAttack>>> = (0..4)
        .map(|_| Box::new(NormalBot) as Box<dyn Bot<CatAttack>>)
        .collect();
    let sim = play(4, 11, &mut bots);
    let log = sim.log().to_vec();
    let mut again = GameSim::<CatAttack>::start(&setup(4, 11)).unwrap();
    for (seat, action) in log {
        again.apply(seat, action).unwrap();
    }
    assert_eq!(again.snapshot(), sim.snapshot());
}

/// The view asks "which way?" only when routes differ in effect, and takes the rules' word for
/// it (`same_effect`). Checked here: wherever two legal routes of one piece reach one space, the
/// table after either is the same (only the log and the walk shown differ).
#[test]
fn routes_to_one_space_that_the_rules_call_alike_leave_the_same_table() {
    let mut compared = 0;
    for seed in 0..12u64 {
        let players = 2 + (seed % 4) as usize;
        let mut sim = Sim::start(&setup(players, seed)).expect("a table starts");
        let mut rng = mogland_rules::core::GameRng::seeded(seed);
        let mut n = 0;
        while let Some(seat) = sim.to_act() {
            let legal = sim.legal_actions(seat);
            let before = sim.snapshot();
            // Sets of routes the rules call alike: in each, the first listed is compared with the
            // last. Up to a thousand routes a turn, and a table put back costs half a millisecond:
            // each turn compares its largest set and one more in turn (all pairs took minutes).
            let mut sets: Vec<(usize, usize, usize)> = Vec::new(); // (first, last, size)
            for (j, b) in legal.iter().enumerate() {
                match sets
                    .iter_mut()
                    .find(|(first, ..)| same_effect(&legal[*first], b))
                {
                    Some((_, last, size)) => (*last, *size) = (j, *size + 1),
                    None => sets.push((j, j, 1)),
                }
            }
            sets.retain(|&(.., size)| size > 1);
            let largest = sets
                .iter()
                .enumerate()
                .max_by_key(|(_, s)| s.2)
                .map(|(k, _)| k);
            let picked = largest
                .into_iter()
                .chain((!sets.is_empty()).then(|| n % sets.len()));
            let mut picked: Vec<usize> = picked.collect();
            picked.dedup();
            for (first, last, _) in picked.into_iter().map(|k| sets[k]) {
                let (a, b) = (&legal[first], &legal[last]);
                let mut table_after = |action: &CatAttackAction| {
                    sim.apply(seat, action.clone()).expect("legal");
                    let table = sim.snapshot().game;
                    sim.restore(&before);
                    table
                };
                let (after_a, after_b) = (table_after(a), table_after(b));
                assert_eq!(after_a, after_b, "seed {seed}: {a:?} and {b:?} differ");
                compared += 1;
            }
            let action = legal[rng.below(legal.len())].clone();
            sim.apply(seat, action).expect("legal");
            n += 1;
            if n > 400 {
                break;
            }
        }
    }
    assert!(
        compared > 20,
        "only {compared} pairs of routes were compared"
    );
}

/// A path is held inline, at most a move long: it is saved and sent as the list of spaces it
/// was before, and a longer one from a save or the network is refused as it is read.
#[test]
fn paths_read_and_write_as_lists_and_a_path_longer_than_a_move_is_refused() {
    use std::hash::{BuildHasher, RandomState};
    let spaces: Vec<Space> = (10..10 + MAX_STEPS as Space).collect();
    let path = Path::new(&spaces).expect("a move's length");
    assert_eq!(
        ron::to_string(&path).unwrap(),
        ron::to_string(&spaces).unwrap()
    );
    assert_eq!(
        postcard::to_allocvec(&path).unwrap(),
        postcard::to_allocvec(&spaces).unwrap()
    );
    assert_eq!(format!("{path:?}"), format!("{spaces:?}"));
    let h = RandomState::new();
    assert_eq!(h.hash_one(path), h.hash_one(&spaces));
    let a = CatAttackAction::MoveCritter {
        critter: Critter::Bird,
        id: 1,
        path,
    };
    let back: CatAttackAction = ron::from_str(&ron::to_string(&a).unwrap()).unwrap();
    assert_eq!(back, a);
    let back: CatAttackAction = postcard::from_bytes(&postcard::to_allocvec(&a).unwrap()).unwrap();
    assert_eq!(back, a);

    let long: Vec<Space> = (10..11 + MAX_STEPS as Space).collect();
    assert!(Path::new(&long).is_none());
    assert!(ron::from_str::<Path>(&ron::to_string(&long).unwrap()).is_err());
    assert!(postcard::from_bytes::<Path>(&postcard::to_allocvec(&long).unwrap()).is_err());
    let text = format!(
        "SixCatMove(victim: 1, path: {})",
        ron::to_string(&long).unwrap()
    );
    assert!(ron::from_str::<CatAttackAction>(&text).is_err());
}

/// A save whose log holds a cat's path longer than any move is refused as damaged, with a
/// sentence; it does not panic.
#[test]
fn a_save_with_a_path_longer_than_a_move_is_refused() {
    use mogland_rules::core::save::{replay_save, save_table};
    let mut sim = Sim::start(&setup(2, 3)).expect("a table starts");
    let mut rng = mogland_rules::core::GameRng::seeded(3);
    while !sim
        .log()
        .iter()
        .any(|(_, a)| matches!(a, CatAttackAction::Move(_)))
    {
        let seat = sim.to_act().expect("the game goes on");
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())].clone())
            .expect("legal");
    }
    let text = save_table::<CatAttack>(sim.world());
    assert!(replay_save::<CatAttack>(&text).is_ok());
    let at = text.find("Move([").expect("the log holds a move") + "Move([".len();
    let longer = format!("{}1, 2, 3, 4, 5, 6, {}", &text[..at], &text[at..]);
    let e = replay_save::<CatAttack>(&longer)
        .err()
        .expect("a path longer than a move is refused");
    assert!(e.to_string().contains("at most 6 spaces"), "{e}");
}
