use mogland_rules::core::*;
use mogland_rules::games::catastrophes::*;
fn main() {
    let src = std::fs::read_to_string("/tmp/cdecks/D.ron").unwrap();
    let level = mogland_rules::levels::parse_level("D", &src).unwrap();
    let ht: f64 = std::env::var("HT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.3);
    let (mut eu, mut ew, mut e0, mut k) = (0.0, 0.0, 0.0, 0);
    for seed in 0..20 {
        let setup = TableSetup {
            game: GameId::Catastrophes,
            seats: (0..4)
                .map(|i| SeatSetup {
                    name: format!("S{i}"),
                    colour: [0, 0, 0],
                    kind: SeatKind::Bot(BotLevel::Normal),
                })
                .collect(),
            variants: vec![],
            seed,
            level: level.clone(),
        };
        let mut sim = GameSim::<Catastrophes>::start(&setup).unwrap();
        let mut normal = NormalBot::default();
        let mut rng = GameRng::seeded(seed);
        while let Some(seat) = sim.to_act() {
            let obs = sim.observation(seat);
            let truth: Vec<_> = cats(sim.world()).iter().map(|c| c.face_down).collect();
            for (i, u, w) in debug_posterior(&obs, &mut rng, 200, ht) {
                let c = truth[i].unwrap().card;
                let t = if c.kind == CardKind::Cuddle {
                    -(c.value as f64)
                } else {
                    c.value as f64
                };
                eu += (u - t) * (u - t);
                ew += (w - t) * (w - t);
                e0 += t;
                k += 1;
            }
            let a = sim.bot_choice(seat, &mut normal);
            sim.apply(seat, a).unwrap();
        }
    }
    println!(
        "n {k} mean truth {:.2} rmse uniform {:.3} weighted {:.3}",
        e0 / k as f64,
        (eu / k as f64).sqrt(),
        (ew / k as f64).sqrt()
    );
}
