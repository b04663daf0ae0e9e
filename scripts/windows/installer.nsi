; Mogland's Windows installer, made by scripts/package --windows with Debian's makensis:
;   makensis -DVERSION=0.1.0 -DNUMBERS=0.1.0.0 -DFILES=dir -DICON=mogland.ico -DOUTFILE=setup.exe installer.nsi
; FILES holds what the zip holds: mogland.exe, README.txt and the licences.
;
; For one player, without administrator rights: the game goes in the user's own programs
; folder, the Start menu and desktop entries are the user's, and the uninstaller is listed
; under the user's installed apps. Uninstalling removes the program only: saves, finished
; games, settings and levels are the player's (in %APPDATA%\mogland) and stay.

; A 64-bit installer, for a 64-bit game (and so that it runs under a 64-bit-only Wine).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!include "MUI2.nsh"

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Mogland"

Name "Mogland"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Mogland"
; An earlier install, wherever the player put it.
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "Mogland ${VERSION}"

VIProductVersion "${NUMBERS}"
VIAddVersionKey "ProductName" "Mogland"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "Mogland setup"
VIAddVersionKey "CompanyName" "The Mogland authors"
VIAddVersionKey "LegalCopyright" "MIT OR Apache-2.0"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\mogland.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start Mogland"
!define MUI_UNCONFIRMPAGE_TEXT_TOP "Mogland will be removed from your computer. Your saves, finished games, settings and levels stay in $APPDATA\mogland: delete that folder yourself if you want them gone too."

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "Mogland" SecGame
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${FILES}\mogland.exe"
  File "${FILES}\README.txt"
  File "${FILES}\LICENSE-MIT.txt"
  File "${FILES}\LICENSE-APACHE.txt"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\Mogland.lnk" "$INSTDIR\mogland.exe"

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Mogland"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Mogland authors"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\mogland.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ; Settings' "Installed apps" shows the size, in KiB.
  SectionGetSize ${SecGame} $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\Mogland.lnk" "$INSTDIR\mogland.exe"
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\mogland.exe"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\LICENSE-MIT.txt"
  Delete "$INSTDIR\LICENSE-APACHE.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Mogland.lnk"
  Delete "$DESKTOP\Mogland.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DetailPrint "Your saves, finished games, settings and levels are kept in $APPDATA\mogland."
SectionEnd
