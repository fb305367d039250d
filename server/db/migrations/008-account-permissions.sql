-- What each inbox account may do: 'leads' (the inbox) and 'site' (edit, publish and roll back the
-- site), comma-separated. Accounts made before this kept working leads only; an account that is the
-- only one is the owner's, so it may also edit the site.
ALTER TABLE users ADD COLUMN permissions TEXT NOT NULL DEFAULT 'leads';
UPDATE users SET permissions = 'leads,site' WHERE (SELECT COUNT(*) FROM users) = 1;
