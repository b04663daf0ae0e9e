//! An iroh relay on a plain-http address, for the network-namespace test
//! (`scripts/check-nat`): `cargo run --example relay -p mogland_net -- 203.0.113.1:3340`.
//! It prints the relay's URL and serves until it is killed. A real group runs `iroh-relay`
//! (README, "Your own relay").

fn main() {
    let addr: std::net::SocketAddr = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "127.0.0.1:3340".into())
        .parse()
        .unwrap_or_else(|e| {
            eprintln!("relay: the address to listen on, as IP:PORT ({e})");
            std::process::exit(2);
        });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async move {
        use iroh_relay::server::{RelayConfig, Server, ServerConfig};
        let mut config = ServerConfig::default();
        config.relay = Some(RelayConfig::new(addr));
        let server = match Server::spawn(config).await {
            Ok(server) => server,
            Err(e) => {
                eprintln!("relay: cannot listen on {addr}: {e}");
                std::process::exit(1);
            }
        };
        let at = server.http_addr().expect("an http relay");
        println!("http://{at}");
        std::future::pending::<()>().await;
    });
}
