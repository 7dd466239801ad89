-- The message templates live only in modelos_mensagem now (issue 27 item 5): the old share and reminder
-- columns go. Hand-written first: a text saved in an old column after 0032 copied them (a server still
-- running the previous version) is copied too, without overwriting one already edited in the new editor.
INSERT INTO "modelos_mensagem" ("empresa_id", "chave", "texto")
SELECT "id", 'orcamento_whatsapp', "modelo_whatsapp" FROM "empresas" WHERE "modelo_whatsapp" IS NOT NULL
UNION ALL SELECT "id", 'orcamento_email', "modelo_email" FROM "empresas" WHERE "modelo_email" IS NOT NULL
UNION ALL SELECT "empresa_id", 'cobranca_antes', "modelo_antes" FROM "lembretes_cobranca" WHERE "modelo_antes" IS NOT NULL
UNION ALL SELECT "empresa_id", 'cobranca_no_dia', "modelo_no_dia" FROM "lembretes_cobranca" WHERE "modelo_no_dia" IS NOT NULL
UNION ALL SELECT "empresa_id", 'cobranca_depois', "modelo_depois" FROM "lembretes_cobranca" WHERE "modelo_depois" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "lembretes_cobranca" DROP COLUMN "modelo_antes";--> statement-breakpoint
ALTER TABLE "lembretes_cobranca" DROP COLUMN "modelo_no_dia";--> statement-breakpoint
ALTER TABLE "lembretes_cobranca" DROP COLUMN "modelo_depois";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "modelo_whatsapp";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "modelo_email";