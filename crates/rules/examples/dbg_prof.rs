use mogland_rules::core::*;
use mogland_rules::games::catastrophes::*;
use std::time::Instant;
fn main() {
    let src = std::fs::read_to_string("/tmp/cdecks/D.ron").unwrap();
    let level = mogland_rules::levels::parse_level("D", &src).unwrap();
    let setup = TableSetup {
        game: GameId::Catastrophes,
        seats: (0..4).map(|i| SeatSetup { name: format!("S{i}"), colour: [0, 0, 0], kind: SeatKind::Bot(BotLevel::Normal) }).collect(),
        variants: vec![],
        seed: 3,
        level: level.clone(),
    };
    let mut sim = debug_private_sim();
    let start = GameSim::<Catastrophes>::start(&setup).unwrap();
    let snap = start.snapshot();
    let n = 20000;
    let t = Instant::now();
    for _ in 0..n { sim.restore(&snap); }
    println!("restore {:.1} us", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let t = Instant::now();
    for _ in 0..n { let _ = sim.observation(SeatId(0)); }
    println!("observation {:.1} us", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let mut nb = NormalBot { samples: 4 };
    let obs = sim.observation(SeatId(0));
    let mut rng = GameRng::seeded(1);
    let t = Instant::now();
    for _ in 0..n { let _ = mogland_rules::core::Bot::choose(&mut nb, &obs, &mut rng); }
    println!("normal(4) choose {:.1} us", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let t = Instant::now();
    for _ in 0..n { sim.restore(&snap); sim.apply(SeatId(0), CatastrophesAction::Draw { count: 1 }).unwrap(); }
    println!("restore+apply {:.1} us", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let t = Instant::now();
    for _ in 0..n { let _ = sim.to_act(); let _ = sim.world().resource::<RoundState>().round;}
    println!("to_act {:.1} us", t.elapsed().as_secs_f64() * 1e6 / n as f64);
}
