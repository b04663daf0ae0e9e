//! The log's lines: every event of seeded games tells a line that is one of the game's
//! messages (a drawn card's alone tells none), and a few lines read exactly so in English.

use crate::english::english;
use crate::hkk_support::*;
use mogland_rules::core::{Game, GameRng, SeatId, Text, net};
use mogland_rules::games::here_kitty_kitty::*;
use mogland_rules::levels::here_kitty_kitty::Zone;
use std::collections::BTreeSet;

/// The line `text` told for `event` is the game's own; English puts it in words.
fn check_line(event: &HereKittyKittyEvent, text: &Text) -> String {
    crate::told::check_line("hkk", event, text);
    english(text)
}

/// Seeded random games at each table size: the events after each action (and the deal), each
/// told. Returns the English lines, in order, and the kinds of event seen.
fn told_games() -> (Vec<String>, BTreeSet<String>) {
    let mut lines = Vec::new();
    let mut kinds = BTreeSet::new();
    for seed in 0..4 {
        for players in [2, 3, 4, 5, 6] {
            let mut sim = start(players, seed * 11 + players as u64);
            let setup = sim.setup().clone();
            let mut rng = GameRng::seeded(seed ^ 0x7e11);
            loop {
                for e in net::take_events::<HereKittyKitty>(sim.world_mut()) {
                    kinds.insert(
                        format!("{e:?}")
                            .split([' ', '{'])
                            .next()
                            .unwrap()
                            .to_owned(),
                    );
                    match HereKittyKitty::tell(&setup, &e) {
                        Some(text) => lines.push(check_line(&e, &text)),
                        None => assert!(
                            matches!(e, HereKittyKittyEvent::Drew { .. }),
                            "{e:?} tells nothing"
                        ),
                    }
                }
                let Some(seat) = sim.to_act() else { break };
                let legal = sim.legal_actions(seat);
                let a = legal[rng.below(legal.len())].clone();
                sim.apply(seat, a).unwrap();
            }
            assert!(sim.outcome().is_some(), "the game ended");
        }
    }
    (lines, kinds)
}

#[test]
fn every_event_of_seeded_games_tells_a_line_of_the_game() {
    let (lines, kinds) = told_games();
    for kind in [
        "TurnBegan",
        "CatMoved",
        "Played",
        "Discarded",
        "Drew",
        "InstantDrawn",
        "FinalRound",
        "GameEnded",
    ] {
        assert!(kinds.contains(kind), "no {kind} in the games: {kinds:?}");
    }
    assert!(
        lines.iter().any(|l| l == "— Turn 1: Jeremy —"),
        "the first turn is told"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("The game is over: ")),
        "the end is told"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains(" cat goes from the Neighborhood to ")),
        "a cat's move is told"
    );
}

#[test]
fn lines_read_so_in_english() {
    let setup = setup(3, 1);
    let tell = |e: HereKittyKittyEvent| {
        let text = HereKittyKitty::tell(&setup, &e).expect("a line");
        check_line(&e, &text)
    };
    let (jeremy, ada, felix) = (SeatId(0), SeatId(1), SeatId(2));
    assert_eq!(
        tell(HereKittyKittyEvent::TurnBegan {
            seat: ada,
            number: 7
        }),
        "— Turn 7: Ada —"
    );
    assert_eq!(
        tell(HereKittyKittyEvent::CatMoved {
            colour: Colour::Orange,
            from: (None, Zone::Neighborhood),
            to: (Some(jeremy), Zone::Yard),
        }),
        "An orange cat goes from the Neighborhood to Jeremy's Yard"
    );
    assert_eq!(
        tell(HereKittyKittyEvent::CatMoved {
            colour: Colour::Black,
            from: (Some(ada), Zone::Yard),
            to: (Some(felix), Zone::Yard),
        }),
        "A black cat goes from Ada's Yard to Felix's Yard"
    );
    assert_eq!(
        tell(HereKittyKittyEvent::CatMoved {
            colour: Colour::White,
            from: (Some(ada), Zone::Porch),
            to: (Some(ada), Zone::House),
        }),
        "A white cat goes from Ada's Porch to Ada's House"
    );
    assert_eq!(
        tell(HereKittyKittyEvent::CatMoved {
            colour: Colour::Gray,
            from: (Some(felix), Zone::Yard),
            to: (None, Zone::Neighborhood),
        }),
        "A gray cat goes from Felix's Yard to the Neighborhood"
    );
    // A count: one card is named alone, more are counted.
    assert_eq!(
        tell(HereKittyKittyEvent::Discarded {
            seat: ada,
            cards: vec![card("Tuna")],
        }),
        "Ada discards Tuna"
    );
    assert_eq!(
        tell(HereKittyKittyEvent::Discarded {
            seat: ada,
            cards: vec![card("Tuna"), card("Catnap")],
        }),
        "Ada discards 2 cards: Tuna, Catnap"
    );
    let play = Play {
        player: jeremy,
        card: card("Cat Burglar"),
        target: Some(felix),
        shift: None,
        copy: false,
    };
    assert_eq!(
        tell(HereKittyKittyEvent::Played {
            play,
            shown: play.card
        }),
        "Jeremy plays Cat Burglar on Felix"
    );
    let copy = Play {
        player: ada,
        copy: true,
        ..play
    };
    assert_eq!(
        tell(HereKittyKittyEvent::Played {
            play: copy,
            shown: card("Copy Cat")
        }),
        "Ada plays Cat Burglar on Felix (a Copy Cat's copy)"
    );
    assert_eq!(
        tell(HereKittyKittyEvent::Blocked {
            by: felix,
            card: card("Tuna"),
            play,
        }),
        "Felix blocks Jeremy's Cat Burglar with Tuna!"
    );
    assert_eq!(
        tell(HereKittyKittyEvent::GameEnded {
            winners: vec![jeremy, ada, felix],
        }),
        "The game is over: Jeremy, Ada and Felix share the win"
    );
    assert_eq!(
        tell(HereKittyKittyEvent::GameEnded {
            winners: vec![felix],
        }),
        "The game is over: Felix wins"
    );
    assert!(HereKittyKitty::tell(&setup, &HereKittyKittyEvent::Drew { seat: ada }).is_none());
}
