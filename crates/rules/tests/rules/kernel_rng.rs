//! The seeded generator: the same seed gives the same game, and its state survives RON.

use mogland_rules::core::{GameRng, SeatId, bot_rng};

/// A mixed sequence of everything the generator offers, as numbers.
fn sample(rng: &mut GameRng, n: usize) -> Vec<u64> {
    let mut out = Vec::new();
    for i in 0..n {
        out.push(rng.d6() as u64);
        out.push(rng.roll(20) as u64);
        out.push(rng.below(1000 + i) as u64);
        let mut cards: Vec<u64> = (0..12).collect();
        rng.shuffle(&mut cards);
        out.extend(cards);
    }
    out
}

#[test]
fn the_same_seed_gives_the_same_rolls_and_shuffles() {
    for seed in [0, 1, 42, 0xDEAD_BEEF, u64::MAX] {
        let a = sample(&mut GameRng::seeded(seed), 200);
        let b = sample(&mut GameRng::seeded(seed), 200);
        assert_eq!(a, b, "seed {seed}");
    }
}

#[test]
fn different_seeds_give_different_sequences() {
    let seqs: Vec<_> = (0..20u64)
        .map(|s| sample(&mut GameRng::seeded(s), 10))
        .collect();
    for i in 0..seqs.len() {
        for j in i + 1..seqs.len() {
            assert_ne!(seqs[i], seqs[j], "seeds {i} and {j} gave the same sequence");
        }
    }
    // Not merely a different start: the shuffles differ too.
    let shuffled = |seed| {
        let mut v: Vec<u32> = (0..52).collect();
        GameRng::seeded(seed).shuffle(&mut v);
        v
    };
    assert_ne!(shuffled(1), shuffled(2));
}

#[test]
fn dice_stay_in_range_and_show_every_face() {
    let mut rng = GameRng::seeded(6);
    let mut seen = [0u32; 7];
    for _ in 0..6000 {
        let r = rng.d6();
        assert!((1..=6).contains(&r), "a d6 rolled {r}");
        seen[r as usize] += 1;
    }
    assert!(
        seen[1..].iter().all(|&n| n > 800),
        "faces are far from uniform: {seen:?}"
    );
    for sides in [1u8, 2, 8, 20] {
        for _ in 0..200 {
            assert!((1..=sides).contains(&rng.roll(sides)));
        }
    }
    for n in [1usize, 2, 7] {
        for _ in 0..200 {
            assert!(rng.below(n) < n);
        }
    }
}

#[test]
fn a_generator_saved_to_ron_mid_sequence_continues_identically() {
    for (seed, used) in [(3u64, 0usize), (3, 1), (7, 5), (11, 33), (99, 250)] {
        let mut rng = GameRng::seeded(seed);
        sample(&mut rng, used);
        // An odd number of 32-bit words used, so the position falls inside a block.
        rng.d6();
        let text = ron::to_string(&rng).expect("a generator serializes to RON");
        let mut back: GameRng = ron::from_str(&text).expect("and reads back");
        assert_eq!(
            back, rng,
            "seed {seed} after {used}: the state read back differs"
        );
        assert_eq!(
            sample(&mut back, 100),
            sample(&mut rng, 100),
            "seed {seed} after {used}"
        );
        // Pretty RON too (save files and snapshots are pretty-printed).
        let pretty = ron::ser::to_string_pretty(&rng, ron::ser::PrettyConfig::new()).unwrap();
        let mut again: GameRng = ron::from_str(&pretty).unwrap();
        assert_eq!(sample(&mut again, 20), sample(&mut rng.clone(), 20));
    }
}

#[test]
fn a_cloned_generator_is_an_independent_copy() {
    let mut a = GameRng::seeded(5);
    sample(&mut a, 3);
    let mut b = a.clone();
    assert_eq!(sample(&mut a, 50), sample(&mut b, 50));
    a.d6();
    assert_ne!(a, b, "drawing from one copy does not move the other");
}

#[test]
fn a_bots_generator_depends_on_seed_seat_and_move_number_only() {
    let draw = |seed, seat, n| sample(&mut bot_rng(seed, SeatId(seat), n), 5);
    assert_eq!(draw(1, 0, 0), draw(1, 0, 0));
    assert_ne!(draw(1, 0, 0), draw(2, 0, 0));
    assert_ne!(draw(1, 0, 0), draw(1, 1, 0));
    assert_ne!(draw(1, 0, 0), draw(1, 0, 1));
    assert_ne!(
        sample(&mut bot_rng(1, SeatId(0), 0), 5),
        sample(&mut GameRng::seeded(1), 5)
    );
}

/// The 32 key bytes of a generator, as its RON form holds them.
fn key(rng: &GameRng) -> Vec<u8> {
    let text = ron::to_string(rng).unwrap();
    let inner = text
        .split("seed:(")
        .nth(1)
        .unwrap()
        .split(')')
        .next()
        .unwrap();
    inner
        .split(',')
        .map(|b| b.trim().parse().unwrap())
        .collect()
}

#[test]
fn a_bots_generator_leads_nowhere_near_the_tables_seed() {
    // The old derivation mixed the seed reversibly: seed ^ f(seat) ^ g(n), so a bot could
    // undo it and deal the table again. Now the key is a one-way hash of seed, seat and n: it
    // is none of those mixes, and one bit of seed changes about half of the key's bits.
    for seed in [0u64, 1, 42, 7_000_000, u64::MAX] {
        let bot = key(&bot_rng(seed, SeatId(1), 3));
        assert_eq!(bot.len(), 32);
        let old_mix = seed
            ^ 2u64.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ 3u64.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        for reversible in [seed, old_mix, seed ^ 1, seed.wrapping_add(4)] {
            assert_ne!(bot, key(&GameRng::seeded(reversible)), "seed {seed}");
        }
        for bit in 0..64 {
            let other = key(&bot_rng(seed ^ (1 << bit), SeatId(1), 3));
            let differing: u32 = bot
                .iter()
                .zip(&other)
                .map(|(a, b)| (a ^ b).count_ones())
                .sum();
            assert!(
                (80..=176).contains(&differing),
                "seed {seed}, bit {bit}: {differing} of 256 key bits differ"
            );
        }
    }
}
