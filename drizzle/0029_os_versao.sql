-- Optimistic concurrency of the OS (issue 25): its version, who changed it last and when. Generated, then
-- the trigger that keeps them.
ALTER TABLE "os" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "os" ADD COLUMN "alterado_por" uuid;--> statement-breakpoint
ALTER TABLE "os" ADD COLUMN "alterado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "os" ADD CONSTRAINT "os_alterado_por_users_id_fk" FOREIGN KEY ("alterado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written below: the database keeps the version, whoever writes the row (a route, the portal's
-- approval, a trigger-kept field, SQL by hand), with the user of the tenant transaction (app.user_id, set by
-- withTenant; none for the customer's page and background work) and the time.
CREATE OR REPLACE FUNCTION public.os_versao() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.versao := OLD.versao + 1;
    NEW.alterado_em := now();
  END IF;
  NEW.alterado_por := nullif(current_setting('app.user_id', true), '')::uuid;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER os_versao BEFORE INSERT OR UPDATE ON "os"
  FOR EACH ROW EXECUTE FUNCTION public.os_versao();
