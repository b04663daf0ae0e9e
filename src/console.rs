//! Windows runs `mogland.exe` as a windowed program (no console window flashes up on a
//! double-click), so a command typed in a terminal would print nowhere: it borrows that
//! terminal's console instead. Output already going somewhere (a pipe, a file) is left there.
//! Elsewhere this does nothing: a terminal's output is always the program's.

/// Prints to the console of the terminal that started this program, if there is one.
pub fn attach_to_parent() {
    #[cfg(windows)]
    {
        use windows_sys::Win32::System::Console::{
            ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_OUTPUT_HANDLE,
        };
        // SAFETY: both calls take plain values; a failed attach (no parent console, as on a
        // double-click) leaves the program as it was.
        unsafe {
            if GetStdHandle(STD_OUTPUT_HANDLE).is_null() {
                AttachConsole(ATTACH_PARENT_PROCESS);
            }
        }
    }
}
