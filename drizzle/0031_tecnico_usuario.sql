-- The technician register points at the user who signs in as it (issue 25, Meus serviços), instead of
-- matching emails at every request. Generated, then the hand-written backfill below.
ALTER TABLE "tecnicos" ADD COLUMN "usuario_id" uuid;--> statement-breakpoint
ALTER TABLE "tecnicos" ADD CONSTRAINT "tecnicos_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tecnicos_usuario_key" ON "tecnicos" USING btree ("empresa_id","usuario_id") WHERE "tecnicos"."usuario_id" is not null;--> statement-breakpoint
-- Hand-written: each register is linked to the user of its company with the same email (case-insensitive)
-- when that user is the only match and no other register matches that user; the rest are linked in the form.
WITH "candidatos" AS (
  SELECT t."empresa_id", t."id", u."id" AS "user_id",
    count(*) OVER (PARTITION BY t."empresa_id", t."id") AS "usuarios",
    count(*) OVER (PARTITION BY u."id") AS "registros"
  FROM "tecnicos" t
  JOIN "membros" m ON m."empresa_id" = t."empresa_id"
  JOIN "users" u ON u."id" = m."user_id" AND lower(u."email") = lower(trim(t."email"))
  WHERE t."usuario_id" IS NULL
)
UPDATE "tecnicos" t SET "usuario_id" = c."user_id"
FROM "candidatos" c
WHERE t."empresa_id" = c."empresa_id" AND t."id" = c."id" AND c."usuarios" = 1 AND c."registros" = 1
  AND NOT EXISTS (SELECT 1 FROM "tecnicos" o WHERE o."usuario_id" = c."user_id");
