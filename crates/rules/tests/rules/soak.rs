//! The soak: random-legal games of every game at every table size it allows and with every
//! variant, the game's invariants checked after every action, every game ending; a sample of
//! them saved, read back and replayed to the same digest; and the Normal and Hard bots playing
//! whole games under the same checks, never choosing an illegal action.
//!
//! The suite plays one game of each table (size and variants) and one game per bot level.
//! `scripts/soak` plays 10,000 random games per game and hundreds per bot level, in release:
//! `MOGLAND_SOAK=10000 MOGLAND_SOAK_BOTS=300 cargo test --release -p mogland_rules --test rules
//! soak_ -- --ignored --nocapture`.

use crate::cat_attack_support::check_invariants as cat_attack_invariants;
use crate::cat_fight_support::check_invariants as cat_fight_invariants;
use crate::catastrophes_common::all_cards;
use crate::gp_support::check_invariants as gp_invariants;
use crate::hkk_support::check_invariants as hkk_invariants;
use mogland_rules::core::save::{replay_save, save_table, state_digest};
use mogland_rules::core::{BotLevel, Deadline, Game, GameRng, GameSim, TableSetup};
use mogland_rules::games::cat_attack::CatAttack;
use mogland_rules::games::cat_fight::CatFight;
use mogland_rules::games::catastrophes::Catastrophes;
use mogland_rules::games::grand_prrrrix::GrandPrrrrix;
use mogland_rules::games::here_kitty_kitty::HereKittyKitty;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::time::{Duration, Instant};

/// No game of any of the five comes near this many actions; one that does never ends.
const MAX_ACTIONS: usize = 200_000;
/// Hard's time box per decision in the long soak (see [`soak`]).
const LONG_HARD_BOX: Option<Duration> = Some(Duration::from_millis(100));
/// Every this many games of the soak is saved mid-game and at its end, read back and replayed.
const REPLAY_EVERY: usize = 50;

/// How one game is soaked: its tables, and what must hold after every action.
struct Soak<G: Game> {
    /// A table of this many seats, this seed, these variants.
    setup: fn(usize, u64, &[&str]) -> TableSetup,
    /// Panics, saying what broke, when the table breaks one of the game's invariants.
    check: fn(&GameSim<G>, &TableSetup),
    /// Sets of variants played besides none and each one alone.
    combos: &'static [&'static [&'static str]],
}

#[derive(Default)]
struct Tally {
    games: usize,
    actions: usize,
    longest: usize,
    replays: usize,
}

impl<G: Game> Soak<G> {
    /// Every table the game deals: each seat count it allows, with no variant, each variant
    /// alone and each combination, leaving out those the game refuses (Gang Warfare at five).
    fn tables(&self) -> Vec<(usize, Vec<&'static str>)> {
        let mut sets: Vec<Vec<&'static str>> = vec![Vec::new()];
        sets.extend(G::INFO.variants.iter().map(|v| vec![v.key]));
        sets.extend(self.combos.iter().map(|c| c.to_vec()));
        let mut tables = Vec::new();
        for players in G::INFO.players.clone() {
            for set in &sets {
                if GameSim::<G>::start(&(self.setup)(players, 0, set)).is_ok() {
                    tables.push((players, set.clone()));
                }
            }
        }
        for v in G::INFO.variants {
            assert!(
                tables.iter().any(|(_, set)| set.contains(&v.key)),
                "{}: no table plays the variant {}",
                G::INFO.name,
                v.key
            );
        }
        tables
    }

    /// Plays `games` random-legal games, table after table in turn; game `k` has seed `k`.
    fn random_games(&self, games: usize) -> Tally {
        let tables = self.tables();
        let mut tally = Tally::default();
        for k in 0..games {
            let (players, set) = &tables[k % tables.len()];
            let setup = (self.setup)(*players, k as u64, set);
            let sample = k % REPLAY_EVERY == 0;
            let n = self.in_context(&setup, "random play", || self.random_game(&setup, sample));
            tally.games += 1;
            tally.actions += n;
            tally.longest = tally.longest.max(n);
            tally.replays += sample as usize;
        }
        tally
    }

    fn random_game(&self, setup: &TableSetup, sample: bool) -> usize {
        let mut sim = GameSim::<G>::start(setup).expect("the table starts");
        let mut rng = GameRng::seeded(setup.seed ^ 0x50a4);
        (self.check)(&sim, setup);
        let mut n = 0;
        while let Some(seat) = sim.to_act() {
            let legal = sim.legal_actions(seat);
            assert!(
                !legal.is_empty(),
                "seat {} is asked with nothing to do",
                seat.0 + 1
            );
            let action = legal[rng.below(legal.len())].clone();
            sim.apply(seat, action.clone()).unwrap_or_else(|r| {
                panic!(
                    "action {n}: the legal {action:?} of seat {} was refused: {r}",
                    seat.0 + 1
                )
            });
            n += 1;
            (self.check)(&sim, setup);
            assert!(n < MAX_ACTIONS, "the game does not end");
            if sample && n == 40 {
                same_after_replay(&sim);
            }
        }
        assert!(
            sim.outcome().is_some(),
            "nobody is asked, yet the game has no result"
        );
        if sample {
            same_after_replay(&sim);
        }
        n
    }

    /// Plays `games` whole games with every seat's bot of `level`, on the tables in turn, each
    /// decision within `time_box` when there is one.
    fn bot_games(&self, level: BotLevel, games: usize, time_box: Option<Duration>) -> Tally {
        let tables = self.tables();
        let mut tally = Tally::default();
        for k in 0..games {
            // Spread over the tables differently from the random games.
            let (players, set) = &tables[(k * 7 + 3) % tables.len()];
            let setup = (self.setup)(*players, 10_000 + k as u64, set);
            let what = format!("{level:?} bots");
            let n = self.in_context(&setup, &what, || {
                let mut sim = GameSim::<G>::start(&setup).expect("the table starts");
                let mut bots: Vec<_> = (0..*players).map(|_| G::bot(level)).collect();
                let mut n = 0;
                while let Some(seat) = sim.to_act() {
                    let deadline = time_box.map_or(Deadline::none(), Deadline::after);
                    let action = sim.bot_choice_by(seat, bots[seat.index()].as_mut(), deadline);
                    assert!(
                        sim.legal_actions(seat).contains(&action),
                        "action {n}: the bot of seat {} chose {action:?}, which is not legal",
                        seat.0 + 1
                    );
                    sim.apply(seat, action).expect("a legal action is accepted");
                    n += 1;
                    (self.check)(&sim, &setup);
                    assert!(n < MAX_ACTIONS, "the game does not end");
                }
                assert!(sim.outcome().is_some());
                n
            });
            tally.games += 1;
            tally.actions += n;
            tally.longest = tally.longest.max(n);
        }
        tally
    }

    /// Runs `play`; if it panics, says which game, table and seed first.
    fn in_context<T>(&self, setup: &TableSetup, what: &str, play: impl FnOnce() -> T) -> T {
        catch_unwind(AssertUnwindSafe(play)).unwrap_or_else(|e| {
            eprintln!(
                "soak of {}: {what} at {} seats, variants {:?}, seed {} failed",
                G::INFO.name,
                setup.seat_count(),
                setup.variants,
                setup.seed
            );
            resume_unwind(e)
        })
    }
}

/// The table's save, read back and replayed from its seed, reaches the very same table.
fn same_after_replay<G: Game>(sim: &GameSim<G>) {
    let text = save_table::<G>(sim.world());
    let back = replay_save::<G>(&text).unwrap_or_else(|e| panic!("the save is refused: {e}"));
    assert_eq!(
        state_digest::<G>(back.world()),
        state_digest::<G>(sim.world())
    );
    assert_eq!(back.log(), sim.log());
}

fn count(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The soak of one game: `games` random games (at least one per table) and `bot_games` per bot
/// level, with a line of figures for the README. The long soak gives Hard a 100 ms time box per
/// decision (a tenth of the table's): it checks what Hard does, not how well, and a Hard bot
/// cut short by its box answers through the same path as at a table; unboxed, Cat Attack's
/// Hard games alone would take hours.
fn soak<G: Game>(soak: Soak<G>, games: usize, bot_games: usize, hard_box: Option<Duration>) {
    let started = Instant::now();
    let tables = soak.tables().len();
    let random = soak.random_games(games.max(tables));
    let random_secs = started.elapsed().as_secs_f64();
    let normal = soak.bot_games(BotLevel::Normal, bot_games, None);
    let hard = soak.bot_games(BotLevel::Hard, bot_games, hard_box);
    println!(
        "{}: {} random games on {tables} tables, {} actions (longest {}), {} replayed, {:.0} s; \
         Normal {} games, Hard {} games (longest {}); {:.0} s in all",
        G::INFO.name,
        random.games,
        random.actions,
        random.longest,
        random.replays,
        random_secs,
        normal.games,
        hard.games,
        normal.longest.max(hard.longest),
        started.elapsed().as_secs_f64(),
    );
}

fn cat_attack() -> Soak<CatAttack> {
    Soak {
        setup: crate::cat_attack_support::setup_with,
        check: |sim, setup| {
            let players = setup.seat_count();
            let claws = setup.variant("claws") || setup.variant("claws-shops");
            let stock = if setup.variant("claws-shops") {
                players - 1
            } else {
                players
            };
            let critters = if claws { players - 1 } else { players };
            cat_attack_invariants(sim, players, stock as u8, critters);
        },
        combos: &[
            &["claws-shops", "short-lives"],
            &["no-raiding", "no-trespassing", "no-cat-fight", "no-six-cat"],
            &["claws-shops", "time-limit", "no-raiding"],
            &["gang-warfare", "claws-shops", "time-limit"],
            &["gang-shared-house", "short-lives", "no-raiding"],
        ],
    }
}

fn cat_fight() -> Soak<CatFight> {
    Soak {
        setup: |players, seed, variants| {
            let mut s = crate::cat_fight_support::setup(players, seed);
            s.variants = variants.iter().map(|v| v.to_string()).collect();
            s
        },
        check: |sim, _| cat_fight_invariants(sim),
        combos: &[],
    }
}

fn catastrophes() -> Soak<Catastrophes> {
    Soak {
        setup: |players, seed, variants| {
            let mut s = crate::catastrophes_common::setup(players, seed, false);
            s.variants = variants.iter().map(|v| v.to_string()).collect();
            s
        },
        check: |sim, _| {
            let game = sim.snapshot().game;
            let mut deck = game.rules.deck.clone();
            deck.sort();
            assert_eq!(all_cards(&game), deck, "every card of the deck once");
            assert!(game.scale < 20, "the token is on the scale");
            match game.end.as_ref() {
                None => assert!(game.cats.iter().all(|c| c.punishment < 20)),
                Some(end) => {
                    assert!(
                        end.by_points || end.by_empty_pile,
                        "a game ends for a reason"
                    );
                    assert_eq!(sim.to_act(), None);
                }
            }
        },
        combos: &[],
    }
}

fn grand_prrrrix() -> Soak<GrandPrrrrix> {
    Soak {
        setup: crate::gp_support::setup_with,
        check: |sim, _| gp_invariants(sim),
        combos: &[&["shorter-course", "bidirectional", "personal-space"]],
    }
}

fn here_kitty_kitty() -> Soak<HereKittyKitty> {
    Soak {
        setup: |players, seed, variants| {
            let mut s = crate::hkk_support::setup(players, seed);
            s.variants = variants.iter().map(|v| v.to_string()).collect();
            s
        },
        check: |sim, _| hkk_invariants(sim),
        combos: &[],
    }
}

// The suite's short soak: every table once, one game per bot level.

#[test]
fn soak_every_cat_attack_table_keeps_its_invariants() {
    soak(cat_attack(), 0, 1, None);
}

#[test]
fn soak_every_cat_fight_table_keeps_its_invariants() {
    soak(cat_fight(), 0, 1, None);
}

#[test]
fn soak_every_catastrophes_table_keeps_its_invariants() {
    soak(catastrophes(), 0, 1, None);
}

#[test]
fn soak_every_grand_prrrrix_table_keeps_its_invariants() {
    soak(grand_prrrrix(), 0, 1, None);
}

#[test]
fn soak_every_here_kitty_kitty_table_keeps_its_invariants() {
    soak(here_kitty_kitty(), 0, 1, None);
}

// The long soak (`scripts/soak`): MOGLAND_SOAK random games and MOGLAND_SOAK_BOTS per bot level.

#[test]
#[ignore = "the long soak: scripts/soak"]
fn soak_long_cat_attack() {
    soak(
        cat_attack(),
        count("MOGLAND_SOAK", 10_000),
        count("MOGLAND_SOAK_BOTS", 300),
        LONG_HARD_BOX,
    );
}

#[test]
#[ignore = "the long soak: scripts/soak"]
fn soak_long_cat_fight() {
    soak(
        cat_fight(),
        count("MOGLAND_SOAK", 10_000),
        count("MOGLAND_SOAK_BOTS", 300),
        LONG_HARD_BOX,
    );
}

#[test]
#[ignore = "the long soak: scripts/soak"]
fn soak_long_catastrophes() {
    soak(
        catastrophes(),
        count("MOGLAND_SOAK", 10_000),
        count("MOGLAND_SOAK_BOTS", 300),
        LONG_HARD_BOX,
    );
}

#[test]
#[ignore = "the long soak: scripts/soak"]
fn soak_long_grand_prrrrix() {
    soak(
        grand_prrrrix(),
        count("MOGLAND_SOAK", 10_000),
        count("MOGLAND_SOAK_BOTS", 300),
        LONG_HARD_BOX,
    );
}

#[test]
#[ignore = "the long soak: scripts/soak"]
fn soak_long_here_kitty_kitty() {
    soak(
        here_kitty_kitty(),
        count("MOGLAND_SOAK", 10_000),
        count("MOGLAND_SOAK_BOTS", 300),
        LONG_HARD_BOX,
    );
}
