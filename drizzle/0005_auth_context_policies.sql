-- The auth hook loads a signed-in user's membership, company and permissions in one query under the
-- user's own scope (app.user_id, no company yet): a user may read its own company and its role rows.
CREATE POLICY member_reads_own_company ON empresas FOR SELECT
  USING (id IN (SELECT m.empresa_id FROM membros m WHERE m.user_id = app_user_id()));
--> statement-breakpoint
CREATE POLICY member_reads_own_permissions ON role_permissions FOR SELECT
  USING (empresa_id IN (SELECT m.empresa_id FROM membros m WHERE m.user_id = app_user_id()));
