-- Expired sessions are removed by a timed job (accounts/sessions.ts pruneSessions).
create index session_expires on session (expires_at);
