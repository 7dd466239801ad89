ALTER TABLE "empresas" ADD COLUMN "modelo_whatsapp" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "modelo_email" text;