import { PGlite } from '@electric-sql/pglite'
const db = await PGlite.create()
console.log((await db.query('select current_user, version()')).rows)
await db.exec(`create role app nologin nosuperuser nobypassrls; create table t (empresa_id uuid, v text);
alter table t enable row level security; alter table t force row level security;
create policy p on t using (empresa_id = nullif(current_setting('app.empresa_id', true),'')::uuid);
grant select, insert on t to app;
insert into t values ('00000000-0000-0000-0000-000000000001','a'),('00000000-0000-0000-0000-000000000002','b');`)
await db.transaction(async (tx) => {
  await tx.query(`set local role app`)
  await tx.query(`select set_config('app.empresa_id', '00000000-0000-0000-0000-000000000001', true)`)
  console.log((await tx.query('select current_user, * from t')).rows)
})
console.log((await db.query('select current_user, count(*) from t')).rows)
const c = await db.clone(); console.log((await c.query('select count(*) from t')).rows)
