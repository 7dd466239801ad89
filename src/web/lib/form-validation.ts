/**
 * When a form shows its errors (issue 21, decision 022): none while a fresh form is being filled in; all
 * of them at the first 'Salvar'; from then on a field is checked again when the person leaves it. Spread
 * into every `useForm`, so all forms behave alike.
 */
export const validarAoSalvar = { mode: 'onSubmit', reValidateMode: 'onBlur' } as const
