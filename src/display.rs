//! Whether there is a screen to open the window on. Without one, `mogland` says in one line
//! what it needs and exits, rather than panicking inside the windowing library.

/// `Err` with the one line to print when no display can be reached.
pub fn check() -> Result<(), String> {
    if cfg!(all(unix, not(target_os = "macos"))) {
        let set = |v: &str| std::env::var_os(v).is_some_and(|s| !s.is_empty());
        if set("WAYLAND_DISPLAY") {
            return Ok(());
        }
        let Some(display) = std::env::var_os("DISPLAY").filter(|s| !s.is_empty()) else {
            return Err(crate::tr!("display-none"));
        };
        // A local X display (":0", "unix:0") has a socket; one that is gone would make the
        // windowing library panic.
        let display = display.to_string_lossy().into_owned();
        if let Some(n) = display
            .strip_prefix(':')
            .or_else(|| display.strip_prefix("unix:"))
        {
            let n = n.split('.').next().unwrap_or(n);
            let socket = std::path::Path::new("/tmp/.X11-unix").join(format!("X{n}"));
            if !socket.exists() {
                return Err(crate::tr!(
                    "display-gone",
                    display = display,
                    socket = socket.display().to_string()
                ));
            }
        }
    }
    Ok(())
}
