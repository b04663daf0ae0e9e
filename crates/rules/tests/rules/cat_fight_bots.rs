//! The bots: Normal's purposes, and that no bot's choice depends on a value it may not see.

use crate::cat_fight_support::*;
use mogland_rules::core::{Bot, EasyBot, GameRng, SeatId, bot_rng, net};
use mogland_rules::games::cat_fight::*;

use CatFightAction as A;

fn normal(sim: &Sim, seat: SeatId) -> CatFightAction {
    NormalBot.choose(
        &sim.observation(seat),
        &mut GameRng::seeded(1),
        mogland_rules::core::Deadline::none(),
    )
}

#[test]
fn normal_sips_when_it_can() {
    let sim = Scene::new(2)
        .saucer(0, (5, 5), &[0, 1, 2])
        .cat(S0, (4, 5), Dir::E)
        .cat(S1, (8, 9), Dir::N)
        .turn_of(S0)
        .build();
    assert_eq!(normal(&sim, S0), A::Sip);
}

#[test]
fn normal_cuts_the_line_of_a_cat_watching_it_then_sips() {
    let mut sim = Scene::new(2)
        .saucer(0, (3, 4), &[0, 1, 2])
        .cat(S0, (3, 5), Dir::N)
        .cat(S1, (7, 5), Dir::W)
        .turn_of(S0)
        .build();
    let first = normal(&sim, S0);
    let A::PlaceBlocker(sq) = first else {
        panic!("expected a blocker first, got {first:?}")
    };
    assert!(
        [(4, 5), (5, 5), (6, 5)].contains(&sq),
        "on Jeremy's line: {sq:?}"
    );
    act(&mut sim, S0, first);
    assert_eq!(normal(&sim, S0), A::Sip);
}

#[test]
fn normal_moves_next_to_and_facing_cream_where_no_cat_is_looking() {
    // Jeremy watches row 3, above the saucer; Felix has no blockers to cut lines with.
    for seed in 0..10 {
        let sim = Scene::new(2)
            .saucer(0, (4, 4), &[0, 1, 2])
            .cat(S0, (1, 8), Dir::N)
            .cat(S1, (8, 3), Dir::W)
            .blockers_left(S0, 0)
            .turn_of(S0)
            .build();
        let a = NormalBot.choose(
            &sim.observation(S0),
            &mut GameRng::seeded(seed),
            mogland_rules::core::Deadline::none(),
        );
        let A::Move { to, facing } = a else {
            panic!("expected a move, got {a:?}")
        };
        let mut after = position(sim.world());
        after.set_cat(S0, Some(to), facing);
        assert_eq!(
            after.faced_saucer(S0),
            Some(0),
            "ends next to and facing the saucer: {a:?}"
        );
        assert!(
            after.watchers(S0).is_empty(),
            "and out of Jeremy's sight: {a:?}"
        );
    }
}

#[test]
fn normal_spends_its_catnip_to_pull_a_sipping_rival_away() {
    let sim = Scene::new(2)
        .saucer(0, (5, 5), &[0, 1, 2])
        .cat(S1, (4, 5), Dir::E)
        .cat(S0, (1, 9), Dir::N)
        .blockers_left(S0, 0)
        .turn_of(S0)
        .build();
    let a = normal(&sim, S0);
    let A::PlaceCatnip(sq) = a else {
        panic!("expected catnip, got {a:?}")
    };
    let drawn: Vec<SeatId> = position(sim.world())
        .lines_to(sq)
        .into_iter()
        .map(|d| d.0)
        .collect();
    assert!(
        drawn.contains(&S1) && !drawn.contains(&S0),
        "{sq:?} draws {drawn:?}"
    );
}

/// Felix won a fight: his turn's moves are over and he turns to face a way of his choice.
fn facing_after_a_won_fight(scene: Scene) -> Sim {
    let mut scene = scene.turn_of(S0);
    scene.snap.game.turn.facing_for = Some(S0);
    scene.snap.game.turn.over = true;
    scene.build()
}

#[test]
fn normal_turns_to_face_cream_after_winning_a_fight() {
    let sim = facing_after_a_won_fight(
        Scene::new(2)
            .saucer(0, (5, 2), &[0, 1, 2])
            .cat(S0, (4, 2), Dir::N)
            .cat(S1, (8, 9), Dir::N),
    );
    assert_eq!(normal(&sim, S0), A::Face(Dir::E));
}

/// A facing that gains nothing else looks across the board, never off its edge: a cat in the
/// corner after a won fight, no saucer beside it and no cat in any line.
#[test]
fn normal_faces_across_the_board_not_off_its_edge() {
    let sim = facing_after_a_won_fight(
        Scene::new(2)
            .saucer(0, (5, 7), &[0, 1, 2])
            .cat(S0, (0, 0), Dir::S)
            .cat(S1, (8, 9), Dir::N),
    );
    // Normal picks at random among equal choices: every pick.
    for seed in 0..20 {
        let a = NormalBot.choose(
            &sim.observation(S0),
            &mut GameRng::seeded(seed),
            mogland_rules::core::Deadline::none(),
        );
        let A::Face(d) = a else {
            panic!("expected a facing, got {a:?}")
        };
        let (open, _) = position(sim.world()).ray((0, 0), d);
        assert!(open.len() >= 5, "faces {d:?}, {} open squares", open.len());
    }
}

/// A cat beside a saucer but facing away, every other square beside it blocked: nobody
/// watches it, so Normal turns in place to face the cream rather than walk away from it.
#[test]
fn normal_turns_in_place_to_face_the_saucer_beside_it() {
    let mut scene = Scene::new(2)
        .saucer(0, (5, 5), &[0, 1, 2])
        .cat(S0, (4, 5), Dir::N)
        .cat(S1, (8, 9), Dir::N);
    for sq in [(4, 4), (5, 4), (6, 4), (6, 5), (4, 6), (5, 6), (6, 6)] {
        scene = scene.blocker(sq);
    }
    let sim = scene.turn_of(S0).build();
    assert_eq!(normal(&sim, S0), A::Face(Dir::E));
    let why = NormalBot
        .reason(&sim.observation(S0), &A::Face(Dir::E))
        .unwrap();
    assert!(
        why.parts().iter().any(|t| t.is("cf-reason-at-saucer")),
        "{why}"
    );
}

/// The same table with every value the seat cannot see moved round: other seats' creams,
/// the saucers' and those out of the game.
fn shuffle_hidden(snap: &Snap, seat: SeatId) -> Snap {
    let mut out = snap.clone();
    let hidden: Vec<usize> = (0..12)
        .filter(|&i| out.game.creams[i].place != CreamPlace::Held(seat))
        .collect();
    let values: Vec<u8> = hidden.iter().map(|&i| out.game.creams[i].value).collect();
    for (k, &i) in hidden.iter().enumerate() {
        out.game.creams[i].value = values[(k + 1) % values.len()];
    }
    out
}

/// The same table with every value the seat cannot see dealt again at random: other seats'
/// creams, the saucers' and those out of the game (once the game is over, the held creams are
/// turned over and only those nobody holds stay hidden). Which cream is where is public.
fn permute_hidden(snap: &Snap, seat: SeatId, rng: &mut GameRng) -> Snap {
    let mut out = snap.clone();
    let ended = out.game.turn.ended.is_some();
    let hidden = |c: &Cream| match c.place {
        CreamPlace::Held(s) => !ended && s != seat,
        _ => true,
    };
    let mut values: Vec<u8> = out
        .game
        .creams
        .iter()
        .filter(|c| hidden(c))
        .map(|c| c.value)
        .collect();
    rng.shuffle(&mut values);
    let mut values = values.into_iter();
    for c in out.game.creams.iter_mut().filter(|c| hidden(c)) {
        c.value = values.next().expect("as many values as were taken");
    }
    out
}

#[test]
fn no_bot_decision_depends_on_a_value_it_cannot_see() {
    let mut checked = 0;
    for seed in 0..6u64 {
        let players = 2 + (seed % 3) as usize;
        let mut sim = start(players, 40 + seed);
        let mut n = 0;
        while let Some(seat) = sim.to_act() {
            let snap = sim.snapshot();
            let mut other = Sim::empty();
            other.restore(&shuffle_hidden(&snap, seat));
            let (a, b) = (sim.observation(seat), other.observation(seat));
            assert_eq!(a, b, "the observation shows nothing of the hidden values");
            let mut bots: Vec<Box<dyn Bot<CatFight>>> =
                vec![Box::new(EasyBot), Box::new(NormalBot)];
            if n % 9 == 0 {
                bots.push(Box::new(HardBot::default()));
            }
            if n % 25 == 0 {
                // Expert with a fixed number of iterations (no deadline): its search is on
                // tables dealt from the observation.
                let mut expert = mogland_rules::core::expert::ExpertBot::<CatFight>::new(1_000);
                expert.iterations = 150;
                bots.push(Box::new(expert));
            }
            for bot in &mut bots {
                let x = bot.choose(
                    &a,
                    &mut bot_rng(seed, seat, n),
                    mogland_rules::core::Deadline::none(),
                );
                let y = bot.choose(
                    &b,
                    &mut bot_rng(seed, seat, n),
                    mogland_rules::core::Deadline::none(),
                );
                assert_eq!(x, y);
                checked += 1;
            }
            // Move on with Normal everywhere (Hard's pick above was only compared).
            let action = sim.bot_choice(seat, &mut NormalBot);
            act(&mut sim, seat, action);
            n += 1;
        }
    }
    assert!(checked > 100);
}

#[test]
fn hard_fights_on_or_accepts_defeat_and_always_answers_legally() {
    // Jeremy, holding creams, loses a fight: Hard chooses between giving up his cheapest
    // cream and leaving the board.
    let make = |seed: u64| {
        let mut sim = Scene::new(2)
            .saucer(0, (5, 2), &[0, 1, 2])
            .holds(S1, &[5, 6])
            .cat(S0, (4, 5), Dir::N)
            .cat(S1, (4, 2), Dir::W)
            .rng_seed(seed)
            .turn_of(S0)
            .build();
        act(
            &mut sim,
            S0,
            A::Move {
                to: (4, 2),
                facing: Dir::N,
            },
        );
        sim
    };
    let losing = |sim: &Sim| sim.to_act() == Some(S1) && turn(sim).fight.is_some();
    let seed = (0..200).find(|&s| losing(&make(s))).unwrap();
    let sim = make(seed);
    let obs = sim.observation(S1);
    let cheapest = obs.own_creams.iter().min_by_key(|c| c.1).unwrap().0;
    let a = HardBot::default().choose(
        &obs,
        &mut GameRng::seeded(3),
        mogland_rules::core::Deadline::none(),
    );
    assert!(
        a == A::AcceptDefeat || a == A::SacrificeCream(cheapest),
        "{a:?}"
    );
}

/// The hint's reason: at every decision with a choice, Normal says in a short plain sentence
/// why it takes the action it chose, from what it weighed.
#[test]
fn normal_says_why_it_chose_in_plain_words() {
    let said = crate::bot_reasons::normal_says_why(
        |seed| start(2 + (seed % 3) as usize, seed),
        0..12,
        600,
    );
    assert!(said.len() >= 8, "only {} different reasons", said.len());
}

/// Normal, but never starting a catfight: no catnip, no move onto a cat (where it has another
/// legal choice). A fight's dice come from the generator, which the network check deals again
/// for the other table: the two tables' rolls differ, and when the fight ends the same way the
/// seat's view after it is the same while the dice told in the events are not.
struct Peaceful;

impl Bot<CatFight> for Peaceful {
    fn choose(
        &mut self,
        obs: &CatFightObservation,
        rng: &mut GameRng,
        deadline: mogland_rules::core::Deadline,
    ) -> CatFightAction {
        let fights = |a: &CatFightAction| match a {
            A::PlaceCatnip(_) => true,
            A::Move { to, .. } => obs.position.cats.iter().any(|c| c.square == Some(*to)),
            _ => false,
        };
        let a = NormalBot.choose(obs, rng, deadline);
        if !fights(&a) {
            return a;
        }
        obs.legal.iter().copied().find(|a| !fights(a)).unwrap_or(a)
    }
}

/// What a client of each seat is sent about a table must not change when the values it cannot
/// see are dealt again. Peaceful games go through the shared check (see [`Peaceful`]); the
/// tables of Normal's games (where a loser with cream always fights on), catfights and
/// sacrificed creams included, are compared too.
#[test]
fn an_online_table_sends_no_seat_a_hidden_card() {
    crate::net_privacy::sends_nothing_hidden(
        |seed| start(2 + (seed % 3) as usize, seed),
        permute_hidden,
        Box::new(Peaceful),
        60,
    );
    // Every seat's view, on the table and on one dealt again where it cannot see; the mirror
    // a client builds from it plays as the table does.
    let compare = |sim: &Sim, rng: &mut GameRng, seed: u64| {
        let view = |sim: &Sim, seat: SeatId| net::seat_view::<CatFight>(sim.world(), &[seat]);
        let snap = sim.snapshot();
        for seat in sim.setup().seat_ids() {
            let mut other = Sim::empty();
            other.restore(&permute_hidden(&snap, seat, rng));
            let sent = view(sim, seat);
            assert_eq!(
                net::encode(&sent),
                net::encode(&view(&other, seat)),
                "seed {seed}"
            );
            let mut mirror = Sim::empty();
            mirror.restore(&Snap::new(
                sent.setup.expect("a view has its setup"),
                GameRng::seeded(0),
                sent.game,
            ));
            assert_eq!(mirror.observation(seat), sim.observation(seat));
            assert_eq!(mirror.decision(), sim.decision());
        }
    };
    let mut rng = GameRng::seeded(11);
    let (mut fought, mut sacrificed, mut ended) = (0, 0, 0);
    for seed in 0..12u64 {
        let mut sim = start(2 + (seed % 3) as usize, 90 + seed);
        while let Some(actor) = sim.to_act() {
            compare(&sim, &mut rng, seed);
            let game = sim.snapshot().game;
            fought += usize::from(game.turn.fight.is_some());
            sacrificed += usize::from(
                game.creams
                    .iter()
                    .any(|c| c.place == CreamPlace::Out(OutReason::Sacrificed)),
            );
            // Normal, but a loser with cream always fights on.
            let action = match sim
                .legal_actions(actor)
                .into_iter()
                .find(|a| matches!(a, A::SacrificeCream(_)))
            {
                Some(a) => a,
                None => sim.bot_choice(actor, &mut NormalBot),
            };
            act(&mut sim, actor, action);
        }
        // The game is over: the held creams are turned over for the score.
        compare(&sim, &mut rng, seed);
        ended += usize::from(sim.observation(S0).final_scores.is_some());
    }
    assert!(
        fought >= 5 && sacrificed >= 20 && ended == 12,
        "{fought} positions in a fight, {sacrificed} after a sacrifice, {ended} games over"
    );
}

#[test]
fn expert_grows_a_node_only_once_it_has_been_visited_enough() {
    use mogland_rules::core::Deadline;
    use mogland_rules::core::expert::{Effort, ExpertBot};
    use mogland_rules::core::search::Search;
    // A 2-seat table a few of Normal's moves in, with a choice to make.
    let mut sim = start(2, 7);
    for _ in 0..6 {
        let seat = sim.to_act().expect("the game goes on");
        let a = sim.bot_choice(seat, &mut NormalBot);
        act(&mut sim, seat, a);
    }
    let seat = sim.to_act().expect("the game goes on");
    let obs = sim.observation(seat);
    assert!(obs.legal.len() > 1);
    let search = |expand_after: u32| -> Effort {
        let mut bot = ExpertBot::<CatFight>::new(EXPERT_DEPTH);
        bot.threads = 1;
        bot.iterations = 400;
        bot.expand_after = expand_after;
        bot.choose(&obs, &mut GameRng::seeded(3), Deadline::none());
        bot.last.expect("it searched")
    };
    // Growing at once, nearly every iteration adds a node.
    let eager = search(1);
    assert!(eager.nodes > eager.iterations * 9 / 10, "{eager:?}");
    // Never: the tree is the root and the root's actions.
    let flat = search(u32::MAX);
    assert!(flat.nodes <= obs.legal.len() as u64 + 1, "{flat:?}");
    // Cat Fight's threshold: only a node visited that often grows, so far fewer nodes (and
    // more than the flat tree: the often-visited root actions do grow).
    let shallow = search(CatFight::EXPAND_AFTER);
    const { assert!(CatFight::EXPAND_AFTER > 1) };
    assert!(shallow.nodes > flat.nodes, "{shallow:?} against {flat:?}");
    assert!(
        shallow.nodes < eager.nodes / 2,
        "{shallow:?} against {eager:?}"
    );
}
