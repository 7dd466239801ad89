import { ArrowLeft } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Brand } from '../../components/brand'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { usePageTitle } from '../../lib/use-page-title'
import { ConviteSignUpForm } from './components/convite-sign-up-form'
import { SignInForm } from './components/sign-in-form'
import { SignUpForm } from './components/sign-up-form'

/** /auth: sign in and sign up (SPEC "Auth screen", DESIGN §8b). */
export function AuthPage() {
  usePageTitle('Entrar')
  // An invitation link (/auth?convite=TOKEN) opens Cadastrar with the invitation's email and profile.
  const convite = useSearchParams()[0].get('convite')
  return (
    <div className="flex min-h-dvh flex-col bg-background px-4 py-6 md:px-6">
      {/* The public site is a separate pre-rendered document, not an SPA route: load it in full. */}
      <Link
        to="/"
        reloadDocument
        className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar ao site
      </Link>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
        <div className="mb-6 text-center">
          <Brand className="justify-center" />
          <h1 className="mt-3 text-sm text-muted-foreground">Acesse sua conta ou crie a da sua oficina</h1>
        </div>
        <Card>
          <Tabs defaultValue={convite ? 'cadastrar' : 'entrar'}>
            <CardHeader className="pb-0">
              <TabsList className="w-full">
                <TabsTrigger value="entrar">Entrar</TabsTrigger>
                <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
              </TabsList>
            </CardHeader>
            <CardContent className="pt-2">
              <TabsContent value="entrar">
                <SignInForm />
              </TabsContent>
              <TabsContent value="cadastrar">
                {convite ? <ConviteSignUpForm token={convite} /> : <SignUpForm />}
              </TabsContent>
            </CardContent>
          </Tabs>
        </Card>
      </main>
    </div>
  )
}
