//! Decks and hands: no card is ever lost or duplicated, whatever is drawn, discarded and
//! shuffled; an empty draw pile refills from the discards only where the game says so.

use mogland_rules::core::{Deck, GameRng, Hand, Reshuffle};

fn sorted(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable();
    v
}

/// Every card of the game: the draw pile, the discards and the cards out of the deck.
fn all_cards(deck: &Deck<u32>, out: &[u32]) -> Vec<u32> {
    let mut all = deck.draw.clone();
    all.extend(&deck.discard);
    all.extend(out);
    sorted(all)
}

/// A deck with repeated cards, as real decks have (several copies of one value).
fn original() -> Vec<u32> {
    (0..40).map(|i| i % 13).collect()
}

/// What a random game did to a deck.
#[derive(Default, Debug)]
struct Tally {
    draws: usize,
    refills: usize,
    dry_with_discards: usize,
}

/// Draws, discards and shuffles at random for `steps` steps, checking after each that the
/// cards are the original ones.
fn churn(reshuffle: Reshuffle, seed: u64, steps: usize) -> Tally {
    let mut rng = GameRng::seeded(seed);
    let mut choice = GameRng::seeded(seed ^ 0xABCD);
    let mut deck = Deck::new(original(), reshuffle);
    deck.shuffle(&mut rng);
    let expected = sorted(original());
    let mut out: Vec<u32> = Vec::new();
    let mut tally = Tally::default();
    for step in 0..steps {
        match choice.below(10) {
            // Draw (more often than anything else, so the pile runs dry).
            0..=4 => {
                let draw_was_empty = deck.draw.is_empty();
                let discards_before = deck.discard.len();
                let available = deck.available();
                let card = deck.draw(&mut rng);
                assert_eq!(
                    card.is_some(),
                    available > 0,
                    "step {step}: draw vs available()"
                );
                match reshuffle {
                    Reshuffle::FromDiscard => {
                        assert_eq!(
                            available,
                            deck.draw.len() + deck.discard.len() + card.iter().count()
                        );
                        if draw_was_empty && discards_before > 0 {
                            assert!(
                                card.is_some(),
                                "step {step}: the discards should have refilled the pile"
                            );
                            assert!(
                                deck.discard.is_empty(),
                                "step {step}: a refill takes every discard"
                            );
                            assert_eq!(deck.draw.len(), discards_before - 1);
                            tally.refills += 1;
                        }
                    }
                    Reshuffle::Never => {
                        if draw_was_empty {
                            assert_eq!(card, None, "step {step}: Never must not reshuffle");
                            assert_eq!(
                                deck.discard.len(),
                                discards_before,
                                "the discards stay put"
                            );
                            if discards_before > 0 {
                                tally.dry_with_discards += 1;
                            }
                        }
                    }
                }
                if let Some(c) = card {
                    out.push(c);
                    tally.draws += 1;
                }
            }
            // Discard one of the cards out of the deck.
            5..=8 => {
                if !out.is_empty() {
                    let c = out.swap_remove(choice.below(out.len()));
                    deck.discard(c);
                }
            }
            _ => deck.shuffle(&mut rng),
        }
        assert_eq!(
            all_cards(&deck, &out),
            expected,
            "step {step}: a card was lost or duplicated"
        );
        assert_eq!(deck.len() + out.len(), expected.len());
        assert_eq!(
            deck.is_empty(),
            deck.draw.is_empty() && deck.discard.is_empty()
        );
    }
    tally
}

#[test]
fn from_discard_conserves_every_card_over_many_draws_discards_and_reshuffles() {
    let mut total = Tally::default();
    for seed in 0..30 {
        let t = churn(Reshuffle::FromDiscard, seed, 3000);
        total.draws += t.draws;
        total.refills += t.refills;
    }
    assert!(
        total.refills > 100,
        "the test should reshuffle often: {total:?}"
    );
    assert!(total.draws > 10_000, "{total:?}");
}

#[test]
fn never_conserves_every_card_and_fails_to_draw_with_discards_left() {
    let mut total = Tally::default();
    for seed in 0..30 {
        let t = churn(Reshuffle::Never, seed, 3000);
        total.draws += t.draws;
        total.dry_with_discards += t.dry_with_discards;
    }
    assert!(
        total.dry_with_discards > 100,
        "the test should run the pile dry often: {total:?}"
    );
}

#[test]
fn never_returns_none_once_the_draw_pile_is_empty_even_with_discards() {
    let mut rng = GameRng::seeded(1);
    let mut deck = Deck::new(vec![1u32, 2, 3], Reshuffle::Never);
    let drawn: Vec<_> = (0..3).map(|_| deck.draw(&mut rng).unwrap()).collect();
    assert_eq!(
        drawn,
        vec![3, 2, 1],
        "the top of the pile is the end of the vector"
    );
    for c in drawn {
        deck.discard(c);
    }
    assert_eq!(deck.available(), 0);
    assert_eq!(deck.len(), 3);
    assert!(!deck.is_empty());
    assert_eq!(deck.draw(&mut rng), None);
    assert_eq!(deck.discard, vec![3, 2, 1], "the discards are left alone");
}

#[test]
fn from_discard_refills_from_the_discards_shuffled() {
    let mut rng = GameRng::seeded(2);
    let mut deck = Deck::new(Vec::<u32>::new(), Reshuffle::FromDiscard);
    assert_eq!(
        deck.draw(&mut rng),
        None,
        "nothing to draw and nothing to reshuffle"
    );
    for c in 0..30 {
        deck.discard(c);
    }
    assert_eq!(deck.available(), 30);
    let first = deck.draw(&mut rng).expect("the discards refill the pile");
    assert!(deck.discard.is_empty());
    let mut rest = vec![first];
    while let Some(c) = deck.draw(&mut rng) {
        rest.push(c);
    }
    assert_eq!(sorted(rest.clone()), (0..30).collect::<Vec<_>>());
    assert_ne!(
        rest,
        (0..30).rev().collect::<Vec<_>>(),
        "the refilled pile was not shuffled"
    );
    assert_eq!(deck.draw(&mut rng), None);
}

#[test]
fn shuffling_a_deck_is_reproducible_from_the_seed() {
    let deal = |seed| {
        let mut rng = GameRng::seeded(seed);
        let mut deck = Deck::new((0..52u32).collect(), Reshuffle::FromDiscard);
        deck.shuffle(&mut rng);
        (0..52)
            .map(|_| deck.draw(&mut rng).unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(deal(8), deal(8));
    assert_ne!(deal(8), deal(9));
}

#[test]
fn a_deck_round_trips_through_ron() {
    let mut rng = GameRng::seeded(3);
    let mut deck = Deck::new((0..10u32).collect(), Reshuffle::Never);
    deck.shuffle(&mut rng);
    let c = deck.draw(&mut rng).unwrap();
    deck.discard(c);
    let back: Deck<u32> = ron::from_str(&ron::to_string(&deck).unwrap()).unwrap();
    assert_eq!(back, deck);
}

#[test]
fn a_hand_gives_up_one_copy_of_a_card_at_a_time() {
    let mut hand = Hand(vec![5u32, 7, 5, 9]);
    assert!(hand.contains(&5));
    assert_eq!(hand.take(&5), Some(5));
    assert_eq!(
        hand.0,
        vec![7, 5, 9],
        "only the first copy leaves, the order of the rest is kept"
    );
    assert_eq!(hand.take(&5), Some(5));
    assert!(!hand.contains(&5));
    assert_eq!(hand.take(&5), None);
    assert_eq!(hand.len(), 2);
    hand.push(1);
    assert_eq!(hand.0, vec![7, 9, 1]);
    assert!(!hand.is_empty());
    assert!(Hand::<u32>::default().is_empty());
}
