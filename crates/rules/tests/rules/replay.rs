//! Watching a kept game again (`core::replay`): a kept game replays to its recorded digest,
//! any point reached by stepping back and forth is the table a replay from the start reaches,
//! what a seat's side hands the window is what an online table would send that seat, and a
//! damaged, foreign or altered file is refused with a sentence.

use crate::cat_attack_support::setup as cat_attack_setup;
use crate::cat_fight_support::setup as cat_fight_setup;
use crate::catastrophes_common::setup as catastrophes_setup;
use crate::gp_support::setup as gp_setup;
use crate::hkk_support::setup as hkk_setup;
use mogland_rules::core::replay::{MARK_EVERY, Replay, Track};
use mogland_rules::core::save::{keep_save, read_head, save_table, state_digest};
use mogland_rules::core::{Game, GameRng, GameSim, SeatId, TableSetup, net};
use mogland_rules::games::cat_attack::CatAttack;
use mogland_rules::games::cat_fight::CatFight;
use mogland_rules::games::catastrophes::Catastrophes;
use mogland_rules::games::grand_prrrrix::GrandPrrrrix;
use mogland_rules::games::here_kitty_kitty::HereKittyKitty;

/// A whole game of random legal actions, kept as the history keeps it.
fn kept_game<G: Game>(setup: &TableSetup, seed: u64) -> (String, Vec<(SeatId, G::Action)>) {
    let mut sim = GameSim::<G>::start(setup).unwrap();
    let mut rng = GameRng::seeded(seed);
    while let Some(seat) = sim.to_act() {
        let legal = sim.legal_actions(seat);
        sim.apply(seat, legal[rng.below(legal.len())].clone())
            .unwrap();
    }
    let log = sim.log().to_vec();
    let kept = keep_save::<G>(&save_table::<G>(sim.world()), "2026-11-26 10:00").unwrap();
    (kept, log)
}

/// The table after the first `k` actions, replayed from the deal.
fn replayed<G: Game>(setup: &TableSetup, log: &[(SeatId, G::Action)], k: usize) -> GameSim<G> {
    GameSim::<G>::replay(setup, &log[..k]).unwrap()
}

fn steps_back_and_forth<G: Game>(setup: TableSetup) {
    let (kept, log) = kept_game::<G>(&setup, 9);
    let (head, actions) = read_head(&kept).unwrap();
    assert_eq!(actions, log.len());
    let result = head.kept.expect("a kept game says how it ended");
    let mut track = Track::<G>::open(&kept).unwrap();
    // Opened at the end, on the table the file recorded.
    assert_eq!(track.at(), log.len());
    let end = replayed::<G>(&setup, &log, log.len());
    assert_eq!(track.digest_now(), state_digest::<G>(end.world()));
    assert_eq!(track.result().unwrap().winners, result.winners);
    assert_eq!(track.outcome().unwrap().scores, result.scores);
    assert_eq!(track.steps().len(), log.len());
    assert!(
        log.len() > MARK_EVERY,
        "{}: a game long enough to cross snapshots ({})",
        G::INFO.name,
        log.len()
    );
    // Back and forth in an order no replay from the start would take.
    let mut rng = GameRng::seeded(3);
    let mut points: Vec<usize> = (0..12).map(|_| rng.below(log.len() + 1)).collect();
    points.extend([
        0,
        1,
        MARK_EVERY - 1,
        MARK_EVERY,
        MARK_EVERY + 1,
        log.len(),
        5,
    ]);
    for k in points {
        track.seek(k);
        assert_eq!(track.at(), k);
        let fresh = replayed::<G>(&setup, &log, k);
        assert_eq!(
            track.digest_now(),
            state_digest::<G>(fresh.world()),
            "{}: the table after {k} actions, reached by seeking",
            G::INFO.name
        );
        // One step on is the next action.
        if k < log.len() {
            assert!(track.forward());
            let next = replayed::<G>(&setup, &log, k + 1);
            assert_eq!(track.digest_now(), state_digest::<G>(next.world()));
        }
    }
    assert!(!{
        track.seek(log.len());
        track.forward()
    });
}

#[test]
fn a_kept_game_replays_to_its_digest_and_any_point_is_the_table_replayed_from_the_start() {
    steps_back_and_forth::<Catastrophes>(catastrophes_setup(3, 4, false));
    steps_back_and_forth::<CatFight>(cat_fight_setup(2, 4));
    steps_back_and_forth::<CatAttack>(cat_attack_setup(3, 4));
    steps_back_and_forth::<HereKittyKitty>(hkk_setup(2, 4));
    steps_back_and_forth::<GrandPrrrrix>(gp_setup(3, 4));
}

/// What a seat's side of the replay hands the window is, byte for byte, what an online table's
/// host sends that seat's machine (`net::update_for`, whose redaction the online privacy tests
/// prove hides every card the seat may not see); "everyone" hands more where seats hold
/// cards the others may not see (in Cat Fight and Grand Prrrrix what is hidden is hidden from
/// all).
fn a_seat_s_side_is_what_the_seat_may_see<G: Game>(setup: TableSetup, private_hands: bool) {
    let (kept, log) = kept_game::<G>(&setup, 5);
    let mut track = Track::<G>::open(&kept).unwrap();
    let seats: Vec<SeatId> = (0..setup.seat_count()).map(|i| SeatId(i as u8)).collect();
    let mut hidden_somewhere = false;
    for k in [0, 1, log.len() / 3, log.len() / 2] {
        track.seek(k);
        let sim = replayed::<G>(&setup, &log, k);
        for &seat in &seats {
            let given = track.view(&[seat], true);
            assert_eq!(
                given,
                net::encode(&net::update_for::<G>(sim.world(), &[seat], &[], true)),
                "{}: seat {}'s side after {k} actions",
                G::INFO.name,
                seat.number()
            );
            hidden_somewhere |= given != track.view(&seats, true);
        }
        // A step on carries the events the action led to, as that seat may see them.
        track.forward();
        let mut on = replayed::<G>(&setup, &log, k);
        net::take_events::<G>(on.world_mut());
        let (s, a) = log[k].clone();
        on.apply(s, a).unwrap();
        let events = net::take_events::<G>(on.world_mut());
        assert_eq!(
            track.view(&[seats[0]], false),
            net::encode(&net::update_for::<G>(
                on.world(),
                &[seats[0]],
                &events,
                false
            )),
            "{}: the step after {k} actions",
            G::INFO.name
        );
    }
    assert_eq!(
        hidden_somewhere,
        private_hands,
        "{}: some seat's side hides something that everyone's shows",
        G::INFO.name
    );
}

#[test]
fn a_seat_s_side_of_a_replay_hands_the_window_only_what_that_seat_may_see() {
    a_seat_s_side_is_what_the_seat_may_see::<Catastrophes>(catastrophes_setup(3, 6, false), true);
    a_seat_s_side_is_what_the_seat_may_see::<CatFight>(cat_fight_setup(2, 6), false);
    a_seat_s_side_is_what_the_seat_may_see::<CatAttack>(cat_attack_setup(3, 6), true);
    a_seat_s_side_is_what_the_seat_may_see::<HereKittyKitty>(hkk_setup(2, 6), true);
    a_seat_s_side_is_what_the_seat_may_see::<GrandPrrrrix>(gp_setup(3, 6), false);
}

#[test]
fn a_damaged_foreign_or_altered_file_is_refused_with_a_sentence() {
    let setup = catastrophes_setup(2, 8, false);
    let (kept, _) = kept_game::<Catastrophes>(&setup, 2);
    let refusal = |text: &str| match Track::<Catastrophes>::open(text) {
        Ok(_) => panic!("opened: {text:.80}"),
        Err(e) => crate::english::read(&e.text()),
    };
    // Cut short.
    let damaged = refusal(&kept[..kept.len() / 2]);
    assert!(damaged.contains("damaged"), "{damaged}");
    // Another game's file.
    let (other, _) = kept_game::<CatFight>(&cat_fight_setup(2, 1), 1);
    let foreign = refusal(&other);
    assert!(foreign.contains("Cat Fight"), "{foreign}");
    // A log that no longer reaches the table it recorded (its digest altered).
    let digest_at = kept.find("digest: \"").unwrap() + "digest: \"".len();
    let mut altered = kept.clone();
    altered.replace_range(digest_at..digest_at + 4, "0000");
    let changed = refusal(&altered);
    assert!(changed.contains("reaches another table"), "{changed}");
    // A game still under way is watched as far as it went, and has no result yet.
    let mut sim = GameSim::<Catastrophes>::start(&setup).unwrap();
    let seat = sim.to_act().unwrap();
    let first = sim.legal_actions(seat)[0];
    sim.apply(seat, first).unwrap();
    let so_far = Track::<Catastrophes>::open(&save_table::<Catastrophes>(sim.world())).unwrap();
    assert_eq!((so_far.at(), so_far.result()), (1, None));
    // Not a Mogland file at all.
    let stranger = refusal("a photo of a cat");
    assert!(stranger.contains("damaged"), "{stranger}");
}

#[test]
fn a_game_under_way_shows_no_hand_but_its_only_human_s_and_a_finished_one_any_seat_s() {
    use mogland_rules::core::SeatKind;
    use mogland_rules::core::replay::sides;
    let mut setup = catastrophes_setup(3, 1, false);
    let all = |s: &TableSetup| {
        std::iter::once(None)
            .chain(s.seat_ids().map(Some))
            .collect::<Vec<_>>()
    };
    // Three humans at one screen: while it goes on, only what anyone at the table sees.
    for seat in &mut setup.seats {
        seat.kind = SeatKind::Human;
    }
    assert_eq!(sides(&setup, false), vec![None]);
    assert_eq!(sides(&setup, true), all(&setup));
    // One human with two bots: that human's hand too.
    setup.seats[0].kind = SeatKind::Bot(mogland_rules::core::BotLevel::Easy);
    setup.seats[2].kind = SeatKind::Bot(mogland_rules::core::BotLevel::Easy);
    assert_eq!(sides(&setup, false), vec![None, Some(SeatId(1))]);
}
