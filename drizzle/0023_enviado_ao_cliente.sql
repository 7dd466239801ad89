-- Hand-written (issue 21, item 11); no schema change.
-- 'Enviado ao cliente em' is now set when the quote is sent: an OS sent before takes the moment its
-- latest quote version was sent.
UPDATE os SET orcamento_enviado_em = v.enviado_em
FROM (SELECT empresa_id, os_id, max(enviado_em) AS enviado_em FROM os_orcamentos GROUP BY empresa_id, os_id) v
WHERE os.empresa_id = v.empresa_id AND os.id = v.os_id AND os.orcamento_enviado_em IS NULL;
--> statement-breakpoint
-- The number already reads 'OS-2026-0001': a saved message template no longer writes 'OS OS-2026-0001'.
UPDATE empresas SET modelo_whatsapp = replace(modelo_whatsapp, 'OS {numero_os}', '{numero_os}')
WHERE modelo_whatsapp LIKE '%OS {numero_os}%';
--> statement-breakpoint
UPDATE empresas SET modelo_email = replace(modelo_email, 'OS {numero_os}', '{numero_os}')
WHERE modelo_email LIKE '%OS {numero_os}%';
