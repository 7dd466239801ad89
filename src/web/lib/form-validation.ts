/**
 * When a form shows its errors (issue 21, decision 022): none while a fresh form is being filled in; all
 * of them at the first 'Salvar'; from then on a field is checked again as it is typed in. Checking on
 * blur instead made the fixed field's message vanish on the press of 'Salvar', the button moved up
 * under the pointer and the click was lost. Spread into every `useForm`, so all forms behave alike.
 */
export const validarAoSalvar = { mode: 'onSubmit', reValidateMode: 'onChange' } as const
