/* A stand-in for bcryptprimitives.dll, for checking the Windows build under Wine only.
 *
 * Rust's standard library asks bcryptprimitives.dll's ProcessPrng for random numbers; Wine 8
 * lacks that function, so mogland.exe stops before main under it. scripts/check-package
 * --windows builds this DLL and puts it beside a scratch copy of the exe, where Windows looks
 * first; it answers through RtlGenRandom, which Wine has. It is never shipped: Windows 10 and
 * later have the real one, and scripts/package refuses to package a folder holding this. */
#include <windows.h>
#include <ntsecapi.h> /* RtlGenRandom */

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!RtlGenRandom(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
