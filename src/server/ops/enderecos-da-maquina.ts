import { networkInterfaces } from 'node:os'
import { alcanceDoEndereco } from '../../shared/sistema/endereco'

/** What os.networkInterfaces() answers; tests pass their own. */
export type Interfaces = ReturnType<typeof networkInterfaces>

// Containers' and virtual machines' bridges: addresses no phone on the shop's Wi-Fi can reach.
const VIRTUAL = /^(docker|br-|veth|virbr|vboxnet|vmnet|cni|flannel|podman)/

/**
 * This machine's IPv4 addresses that other devices can open, a private (shop network) address first: the
 * Wi-Fi or cable of the shop is what the phones on the floor and the customer at the counter share.
 */
export function enderecosNaRede(interfaces: Interfaces = networkInterfaces()): string[] {
  const enderecos = Object.entries(interfaces).flatMap(([nome, lista]) =>
    VIRTUAL.test(nome)
      ? []
      : (lista ?? []).filter((i) => i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.')),
  )
  const privado = (ip: string) => alcanceDoEndereco(`http://${ip}`) === 'rede'
  return [...new Set(enderecos.map((i) => i.address))].sort((a, b) => Number(privado(b)) - Number(privado(a)))
}

/** A HOST that listens on this machine only (another device could open no address of it). */
export const escutaSoNestaMaquina = (host: string) => /^(localhost$|127\.|::1$|\[::1\]$)/.test(host)
