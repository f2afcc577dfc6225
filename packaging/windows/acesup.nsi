; NSIS installer of the game for Windows: a per-user install (no administrator
; rights), Start menu and desktop shortcuts, saved games offered to the game
; by Open with, an uninstaller registered in "Installed apps", and file
; version information.
;
; Compiled by build-installer.sh, which passes these defines:
;   NAME        package name (acesup-qt)         VERSION   0.1.0
;   VERSION4    0.1.0.0 (Windows wants four)      APP_EXE   acesup-qt.exe
;   SOURCE_DIR  the PyInstaller onedir bundle     ICON      the .ico
;   OUT_FILE    the setup .exe to write           COMPRESSOR lzma (zlib for quick checks)
;   LICENSE     the license page's text (license_page.py: a note, the GPL, the LGPL)
;   WIZARD_BITMAP the finish page's picture (wizard_bitmap.py)
;   CLI_EXE     the command line beside the game (acesup.exe)
Unicode true
!ifndef NAME | VERSION | VERSION4 | APP_EXE | CLI_EXE | SOURCE_DIR | ICON | OUT_FILE | LICENSE | WIZARD_BITMAP
  !error "run packaging/windows/build-installer.sh, which defines NAME, VERSION, ..."
!endif
!ifndef COMPRESSOR
  !define COMPRESSOR lzma
!endif
SetCompressor /SOLID ${COMPRESSOR}

!define APP_NAME "Aces Up"
!define PUBLISHER "The acesup-qt developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${NAME}"
; A saved game is NAME.acesup.txt (acesup_qt/storage/game_file.py's SUFFIX), and
; Windows types a file by its last extension only: the game is offered in Open
; with for text files, never made their default, as on macOS. Notepad still
; opens a saved game by a double click; Open with > Aces Up plays it.
!define CLASSES "Software\Classes"
!define SAVED_GAME_EXT ".txt"
!define PROGID "AcesUp.SavedGame"
!define OPEN_COMMAND '"$INSTDIR\${APP_EXE}" "%1"'
!define SHCNE_ASSOCCHANGED 0x08000000

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

Name "${APP_NAME}"
OutFile "${OUT_FILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "Software\${NAME}" "InstallDir"
ShowInstDetails nevershow
ShowUninstDetails nevershow
; Shown at the foot of every page instead of NSIS's own name and version.
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} ${VERSION} setup"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "GPL-3.0-or-later"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_WELCOMEFINISHPAGE_BITMAP "${WIZARD_BITMAP}"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Play ${APP_NAME} now"
; The GPL asks nothing of a player, so the page informs rather than asks to agree,
; and is not headed "License Agreement".
!define MUI_PAGE_HEADER_TEXT "License"
!define MUI_PAGE_HEADER_SUBTEXT "What you may do with ${APP_NAME} and the parts it is built from."
!define MUI_LICENSEPAGE_TEXT_TOP "Aces Up is free software, shared under these licenses."
!define MUI_LICENSEPAGE_TEXT_BOTTOM "You need not accept them to install or play the game: they say what you may do when you share or change it."
!define MUI_LICENSEPAGE_BUTTON "$(^NextBtn)"
!insertmacro MUI_PAGE_LICENSE "${LICENSE}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "Install"
  SetShellVarContext current
  ; An older version's files go first, so nothing stale is left beside the new ones.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE_DIR}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKCU "Software\${NAME}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  ; Installed apps shows this size (in KiB) beside the name.
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1

  ; Open with: the saved-game type, the text files that offer it, and the name
  ; and command Windows shows and runs for the game ("%1" quoted: paths with spaces).
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "${APP_NAME} saved game"
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "FriendlyTypeName" "${APP_NAME} saved game"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '${OPEN_COMMAND}'
  WriteRegStr HKCU "${CLASSES}\${SAVED_GAME_EXT}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}" "FriendlyAppName" "${APP_NAME}"
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}\SupportedTypes" "${SAVED_GAME_EXT}" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}\shell\open\command" "" '${OPEN_COMMAND}'
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  ; Only what the installer put there: never a recursive delete of $INSTDIR,
  ; which a player may have pointed at a folder holding other things.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\${CLI_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${NAME}"

  ; Open with, only while it still runs this copy: one installed elsewhere since
  ; has taken it over and keeps it. Only the game's own value of the text files'
  ; OpenWithProgids goes: the other programs' stay.
  ReadRegStr $0 HKCU "${CLASSES}\${PROGID}\shell\open\command" ""
  ${If} $0 == '${OPEN_COMMAND}'
    DeleteRegValue HKCU "${CLASSES}\${SAVED_GAME_EXT}\OpenWithProgids" "${PROGID}"
    DeleteRegKey HKCU "${CLASSES}\${PROGID}"
  ${EndIf}
  ReadRegStr $0 HKCU "${CLASSES}\Applications\${APP_EXE}\shell\open\command" ""
  ${If} $0 == '${OPEN_COMMAND}'
    DeleteRegKey HKCU "${CLASSES}\Applications\${APP_EXE}"
  ${EndIf}
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd
