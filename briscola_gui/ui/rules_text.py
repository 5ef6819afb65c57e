"""The rules page shown in the game, in Italian and English (paragraphs; "# " marks a heading)."""
from __future__ import annotations

IT = """# Le carte
Si gioca con le 40 carte regionali italiane: quattro semi (Coppe, Denari, Bastoni, Spade) e in ogni seme Asso, 2, 3, 4, 5, 6, 7, Fante, Cavallo e Re.
Dalla più forte alla più debole: Asso, Tre, Re, Cavallo, Fante, 7, 6, 5, 4, 2. Valgono punti: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2; le altre zero. In tutto 120 punti.
# La smazzata
Il mazziere distribuisce una carta alla volta, tre giri, cominciando da chi gli sta a destra. La carta seguente si scopre: il suo seme è la briscola. Il resto del mazzo le si posa sopra, così la briscola scoperta è l'ultima carta pescata.
Comincia chi sta a destra del mazziere; poi apre sempre chi ha preso l'ultima mano. Ognuno, a turno, gioca la carta che vuole: non c'è obbligo di rispondere al seme né di prendere.
Prende la briscola più alta; se non ne è stata giocata nessuna, la carta più alta del seme di uscita. Finché ci sono carte nel mazzo, dopo ogni mano ciascuno pesca una carta: prima chi ha preso, poi gli altri in ordine di gioco. Finito il mazzo si giocano le ultime tre carte senza pescare.
Si contano i punti delle prese. A due e a quattro giocatori vince chi fa almeno 61 punti; 60 a 60 è pari.
# Giocatori e squadre
2 giocatori: ognuno per sé. 3 giocatori: si toglie il 2 di Coppe, vince chi fa più punti. 4 giocatori: due coppie, i compagni siedono uno di fronte all'altro. 6 giocatori: si tolgono i quattro 2, due squadre di tre a posti alterni. 5 giocatori: briscola chiamata (vedi sotto).
Durante il gioco si può rivedere solo l'ultima presa (tasto L).
# Opzioni
Risposta al seme: chi ha carte del seme di uscita deve giocarne una. Piemontese: il 3 e il 7 si scambiano posto e valore. Accusi: chi ha Re e Cavallo dello stesso seme li dichiara al suo turno e guadagna 20 punti, 40 se il seme è briscola. Cappotto: chi fa tutti i 120 punti vince subito la partita.
# La partita
Si gioca una sola smazzata oppure si vince arrivando per primi a un certo numero di smazzate vinte. Le smazzate pari non contano. Dopo ogni smazzata il mazzo passa a destra.
# Briscola chiamata (5 giocatori)
Otto carte a testa, niente mazzo e niente briscola scoperta. Comincia l'asta chi sta a destra del mazziere: a turno si passa (e si è fuori) oppure si chiama un valore più basso dell'ultimo, nell'ordine Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2. Chiamato il 2, si rilancia sul 2 alzando i punti da fare: 61, poi 62, 63 e così via fino a 120. L'asta finisce quando quattro hanno passato. Se passano tutti si rimescola.
Chi vince l'asta sceglie il seme della carta chiamata: quel seme è briscola e chi ha la carta chiamata è il suo socio segreto, che si scopre solo quando la gioca. Chi chiama una carta che ha in mano gioca da solo contro quattro. A carichi: l'asta finisce subito, chi chiama gioca da solo, senza briscola, e tutti devono rispondere al seme.
Chi chiama e il socio devono fare i punti dell'asta (60 se nessuno ha alzato). Punti partita: chi chiama +2, il socio +1, gli altri -1 ciascuno; al contrario se non ce la fanno. Da solo: +4 o -4. Doppio da 71 punti, triplo da 81. Si sommano su un numero fisso di smazzate; vincono i due totali migliori.
# Comandi
Clicca o trascina una carta sul tavolo per giocarla, oppure tasti 1-3 (1-8 nella chiamata) e Invio. L: ultima presa. Esc: menu. F11: schermo intero."""

EN = """# The cards
Briscola uses the 40-card Italian deck: four suits (Cups, Coins, Clubs, Swords), each with Ace, 2, 3, 4, 5, 6, 7, Jack, Knight and King.
From strongest to weakest: Ace, Three, King, Knight, Jack, 7, 6, 5, 4, 2. Card points: Ace 11, Three 10, King 4, Knight 3, Jack 2; the rest nothing. 120 points in all.
# A smazzata (one deal)
The dealer deals one card at a time, three rounds, starting with the player on the right. The next card is turned face up: its suit is trump (briscola). The rest of the deck is laid on it, so the face-up trump is the last card drawn.
The player on the dealer's right leads first; after that whoever took the last trick leads. Each player in turn plays any card: there is no need to follow suit or to win.
The highest trump wins the trick; without trumps, the highest card of the suit led. While the stock lasts, after each trick everyone draws one card, the winner first, then the others in playing order. When the stock is gone the last three cards are played without drawing.
Count the points in your tricks. With two or four players 61 or more wins; 60-60 is a draw.
# Players and teams
2 players: each for himself. 3 players: the 2 of Cups is removed, the most points wins. 4 players: two pairs, partners sit opposite. 6 players: the four 2s are removed, two teams of three in alternate seats. 5 players: briscola chiamata (below).
During play only the last trick may be looked at again (key L).
# Options
Follow suit: a player holding the suit led must play it. Piemonte: the 3 and the 7 swap rank and value. Accusi: a player holding King and Knight of one suit declares them at their turn for 20 points, 40 in trumps. Cappotto: taking all 120 points wins the whole match at once.
# The match
Play a single smazzata, or the first to win a set number of them. Drawn deals count for nobody. After each deal, the deal passes to the right.
# Briscola chiamata (5 players)
Eight cards each, no stock, no face-up card. The player on the dealer's right opens the auction: in turn each player passes (and is out) or calls a rank lower than the last, in the order Ace, 3, King, Knight, Jack, 7, 6, 5, 4, 2. Once the 2 is called, later bids raise the points to make: 61, then 62, 63 and so on up to 120. The auction ends when four have passed. If everyone passes, the cards are dealt again.
The auction's winner names the suit of the called card: that suit is trump, and whoever holds the called card is the caller's secret partner, revealed only when the card is played. Calling a card from one's own hand means playing alone against four. Carichi ends the auction at once: the caller plays alone, without trumps, and everyone must follow suit.
Caller and partner must make the points bid (60 if nobody raised). Game points: caller +2, partner +1, each other player -1; the reverse if they fail. Alone: +4 or -4. Doubled from 71 points, tripled from 81. A match is a fixed number of deals; the two best totals win.
# Controls
Click a card or drag it to the table to play it, or press 1-3 (1-8 in chiamata) and Enter. L: last trick. Esc: menu. F11: fullscreen."""


def rules_text(language: str) -> list[str]:
    return (IT if language == "it" else EN).split("\n")
