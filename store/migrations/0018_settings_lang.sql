-- The language a key holder chose for the server's screens (settingslang.go):
-- an internal/i18n code ("en", "fr", "ar"), or '' for none, when the SSH
-- client's environment (LANG) decides.
ALTER TABLE player_settings ADD COLUMN lang TEXT NOT NULL DEFAULT '';
