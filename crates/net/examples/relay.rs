//! An iroh relay for the scripts that play across machines here (`scripts/check-nat`,
//! `scripts/online-table`). A real group runs `iroh-relay` (README, "Your own relay").
//!   relay IP:PORT                  plain http (no address discovery)
//!   relay IP:PORT --tls CERT.der   https with a self-signed certificate for IP (written, DER,
//!                                  to CERT.der for MOGLAND_RELAY_CA), and QUIC address
//!                                  discovery on IP:7842, which lets endpoints behind NATs
//!                                  learn their public address and punch holes
//! It prints the relay's URL and serves until it is killed.

use iroh_relay::server::{CertConfig, QuicConfig, RelayConfig, Server, ServerConfig, TlsConfig};
use std::net::SocketAddr;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let addr: SocketAddr = args
        .first()
        .map_or("127.0.0.1:3340", String::as_str)
        .parse()
        .unwrap_or_else(|e| fail(2, &format!("the address to listen on, as IP:PORT ({e})")));
    let cert_out = match args.get(1).map(String::as_str) {
        Some("--tls") => Some(
            args.get(2)
                .cloned()
                .unwrap_or_else(|| fail(2, "--tls CERT.der")),
        ),
        Some(other) => fail(2, &format!("unknown argument {other}")),
        None => None,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async move {
        let mut config = ServerConfig::default();
        let url = match cert_out {
            None => {
                config.relay = Some(RelayConfig::new(addr));
                None
            }
            Some(out) => {
                let tls = self_signed(addr, &out);
                // The plain http side (captive-portal checks) on the next port.
                let mut relay = RelayConfig::new(SocketAddr::new(addr.ip(), addr.port() + 1));
                relay.tls = Some(TlsConfig::new(
                    addr,
                    CertConfig::Manual {
                        server_config: tls.clone(),
                    },
                ));
                config.relay = Some(relay);
                let mut quic = QuicConfig::new(SocketAddr::new(addr.ip(), 7842));
                quic.server_config = Some(tls);
                config.quic = Some(quic);
                Some(format!("https://{addr}"))
            }
        };
        let server = Server::spawn(config)
            .await
            .unwrap_or_else(|e| fail(1, &format!("cannot listen on {addr}: {e}")));
        let url = url.unwrap_or_else(|| format!("http://{}", server.http_addr().expect("http")));
        println!("{url}");
        std::future::pending::<()>().await;
    });
}

/// A certificate for `addr`'s IP, signed by itself, written in DER to `out`.
fn self_signed(addr: SocketAddr, out: &str) -> rustls::ServerConfig {
    let cert = rcgen::generate_simple_self_signed(vec![addr.ip().to_string()])
        .unwrap_or_else(|e| fail(1, &format!("cannot make a certificate: {e}")));
    let der = cert.cert.der().clone();
    std::fs::write(out, der.as_ref())
        .unwrap_or_else(|e| fail(1, &format!("cannot write {out}: {e}")));
    let key = rustls::pki_types::PrivateKeyDer::from(rustls::pki_types::PrivatePkcs8KeyDer::from(
        cert.signing_key.serialize_der(),
    ));
    rustls::ServerConfig::builder_with_provider(std::sync::Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .expect("TLS 1.3 with ring")
    .with_no_client_auth()
    .with_single_cert(vec![der], key)
    .unwrap_or_else(|e| fail(1, &format!("cannot use the certificate: {e}")))
}

fn fail(code: i32, why: &str) -> ! {
    eprintln!("relay: {why}");
    std::process::exit(code);
}
