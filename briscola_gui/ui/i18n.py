"""Every string the window shows, in Italian and English."""
from __future__ import annotations

from ..engine import SUITS

STRINGS: dict[str, tuple[str, str]] = {
    # key: (italiano, english)
    "title": ("Briscola", "Briscola"),
    "new_game": ("Nuova partita", "New game"),
    "continue": ("Continua", "Continue"),
    "settings": ("Impostazioni", "Settings"),
    "rules": ("Regole", "Rules"),
    "quit": ("Esci", "Quit"),
    "back": ("Indietro", "Back"),
    "start": ("Gioca", "Play"),
    "ok": ("OK", "OK"),
    "players": ("Giocatori", "Players"),
    "players_5": ("5 (chiamata)", "5 (chiamata)"),
    "level": ("Avversari", "Opponents"),
    "deck": ("Mazzo", "Deck"),
    "card_back": ("Dorso", "Card back"),
    "corner_indices": ("Indici agli angoli", "Corner indices"),
    "follow_suit": ("Risposta al seme", "Follow suit"),
    "piemonte": ("Piemontese (3 e 7 scambiati)", "Piemonte (3 and 7 swapped)"),
    "accusi": ("Accusi", "Accusi (declarations)"),
    "cappotto": ("Cappotto", "Cappotto"),
    "length": ("Durata", "Match length"),
    "length_single": ("Una smazzata", "One smazzata"),
    "length_first_to": ("Chi vince {k}", "First to {k}"),
    "length_deals": ("{k} smazzate", "{k} deals"),
    "language": ("Lingua", "Language"),
    "speed": ("Animazioni", "Animations"),
    "speed_slow": ("Lente", "Slow"),
    "speed_normal": ("Normali", "Normal"),
    "speed_fast": ("Veloci", "Fast"),
    "speed_instant": ("Istantanee", "Instant"),
    "sound": ("Suono", "Sound"),
    "fullscreen": ("Schermo intero", "Fullscreen"),
    "on": ("Sì", "On"),
    "off": ("No", "Off"),
    "back_deck": ("Del mazzo", "The deck's own"),
    "back_red": ("Rosso", "Red"),
    "back_blue": ("Blu", "Blue"),
    "back_green": ("Verde", "Green"),
    "level_random": ("Casuale", "Random"),
    "level_easy": ("Facile", "Easy"),
    "level_medium": ("Medio", "Medium"),
    "level_hard": ("Difficile", "Hard"),
    "level_expert": ("Esperto", "Expert"),
    "you": ("Tu", "You"),
    "your_turn": ("Tocca a te: clicca o trascina una carta (tasti 1-{n}, Invio)",
                  "Your turn: click or drag a card (keys 1-{n}, Enter)"),
    "thinking": ("{name} pensa...", "{name} is thinking..."),
    "briscola_is": ("Briscola: {suit}", "Trump: {suit}"),
    "briscola": ("Briscola", "Trump"),
    "no_briscola": ("Senza briscola", "No trump"),
    "last_trick": ("Ultima presa (L)", "Last trick (L)"),
    "menu": ("Menu", "Menu"),
    "must_follow": ("Devi rispondere al seme", "You must follow suit"),
    "takes": ("{name} prende {p}", "{name} takes {p}"),
    "takes_you": ("Prendi tu: {p}", "You take {p}"),
    "dealer": ("mazziere", "dealer"),
    "pile": ("{n} carte", "{n} cards"),
    "paused": ("Pausa", "Paused"),
    "resume": ("Riprendi", "Resume"),
    "save_quit": ("Salva ed esci al menu", "Save and quit to menu"),
    "smazzata_over": ("Fine della smazzata", "End of the smazzata"),
    "match_over": ("Fine della partita", "End of the match"),
    "next_deal": ("Prossima smazzata", "Next smazzata"),
    "to_results": ("Risultato della partita", "Match result"),
    "new_match": ("Rivincita", "Play again"),
    "main_menu": ("Menu principale", "Main menu"),
    "points": ("punti", "points"),
    "you_win": ("Hai vinto!", "You win!"),
    "you_lose": ("Hai perso.", "You lost."),
    "draw": ("Pareggio: non conta per nessuno.", "A draw: it counts for nobody."),
    "unassigned": ("Parità in testa: non assegnata.", "A tie at the top: not assigned."),
    "side_wins": ("Vince {name}", "{name} wins"),
    "team_wins": ("Vincono {name}", "{name} win"),
    "cappotto_done": ("Cappotto!", "Cappotto!"),
    "score": ("Punteggio della partita", "Match score"),
    "team_of": ("{a} e {b}", "{a} and {b}"),
    "winners": ("Vincitori: {names}", "Winners: {names}"),
    "nobody": ("nessuno", "nobody"),
    "game_points": ("Punti partita", "Game points"),
    "total": ("Totale", "Total"),
    "accuso": ("{name}: accuso di {suit}, +{p}", "{name} declares {suit}, +{p}"),
    "accuso_you": ("Accusi {suit}: +{p}", "You declare {suit}, +{p}"),
    "deal_code": ("Codice smazzata: {code}", "Deal code: {code}"),
    "code_copy_key": ("(C: copia)", "(C: copy)"),
    "code_copied": ("(copiato)", "(copied)"),
    "code_short": ("Codice {code}", "Code {code}"),
    "play_code": ("Gioca una smazzata dal codice", "Play a deal by code"),
    "code_help": ("Dieci lettere e cifre, come 7K2QD-M9XA3 (Ctrl+V incolla)",
                  "Ten letters and digits, like 7K2QD-M9XA3 (Ctrl+V pastes)"),
    "bad_code": ("Codice non valido: servono dieci lettere e cifre, come 7K2QD-M9XA3 (controlla O/0 e I/1).",
                 "Not a valid deal code: it takes ten letters and digits, like 7K2QD-M9XA3."),
    "signals": ("Segni tra compagni", "Partners' signals"),
    "signal_asso": ("Asso di briscola", "Ace of trumps"),
    "signal_tre": ("Tre di briscola", "Three of trumps"),
    "signal_re": ("Re di briscola", "King of trumps"),
    "signal_cavallo": ("Cavallo di briscola", "Knight of trumps"),
    "signal_fante": ("Fante di briscola", "Jack of trumps"),
    "signal_liscio": ("Briscola bassa", "A low trump"),
    "signal_carico": ("Un carico (Asso o Tre)", "A non-trump Ace or Three"),
    "signal_chiesa": ("Niente briscole", "No trumps"),
    "hint": ("Consiglio (H)", "Hint (H)"),
    "hint_thinking": ("Ci penso...", "Thinking..."),
    "hint_says": ("Consiglio: {reason}", "Hint: {reason}"),
    "tracker_title": ("Carte uscite", "Cards played"),
    "hints_setting": ("Consigli (pulsante)", "Hint button"),
    "tracker_setting": ("Carte uscite (tasto T)", "Card tracker (key T)"),
    # statistics
    "statistics": ("Statistiche", "Statistics"),
    "stats_damaged": ("Il file delle statistiche era danneggiato: è stato messo da parte.",
                      "The statistics file was damaged: it was set aside."),
    "variant_n": ("{n} giocatori", "{n} players"),
    "st_variant": ("Variante", "Variant"),
    "st_games": ("Smazzate (vinte)", "Deals (won)"),
    "st_win_rate": ("% vinte", "Win rate"),
    "st_mean_points": ("Punti medi", "Mean points"),
    "st_matches": ("Partite (vinte)", "Matches (won)"),
    "st_streak": ("Serie max", "Best streak"),
    "st_none": ("Nessuna partita giocata finora", "No games played yet"),
    "st_more": ("e altre {n} righe", "and {n} more rows"),
    "st_chart": ("Ultime {n} partite", "Last {n} matches"),
    "st_chart_note": ("Altezza: smazzate vinte (in chiamata: punti partita)",
                      "Height: deals won (chiamata: game points)"),
    "st_no_matches": ("Ancora nessuna partita finita", "No finished matches yet"),
    "st_won": ("vinta", "won"),
    "st_lost": ("persa", "lost"),
    "st_drawn": ("pari", "drawn"),
    "signal_by": ("{name} ti fa un segno: {what}", "{name} signals to you: {what}"),
    "signal_you": ("Fai il segno al compagno: {what}", "You signal to your partner: {what}"),
    "your_signals": ("I tuoi segni al compagno", "Signal to your partner"),
    "signals_of": ("Segni di {name}", "{name}'s signals"),
    # review
    "review": ("Rivedi la smazzata", "Review the deal"),
    "review_prev": ("Prima", "Previous"),
    "review_next": ("Dopo", "Next"),
    "review_title": ("Rivedi la smazzata: mossa {k} di {n}", "Deal review: move {k} of {n}"),
    "review_keys": ("Frecce sinistra/destra per scorrere, Esc per tornare",
                    "Left/Right arrows to step, Esc to go back"),
    "review_plays": ("{name} gioca {card}", "{name} plays the {card}"),
    "review_calls": ("{name} chiama {card}", "{name} calls the {card}"),
    "review_bids": ("{name} dice: {bid}", "{name} bids: {bid}"),
    "review_hidden": ("Tutte le mani (nascoste)", "Every hand (hidden)"),
    "review_hidden_sub": ("Ognuno vede solo la propria", "Each seat sees only its own"),
    "review_saw": ("Ciò che vedeva {name}", "What {name} could see"),
    "review_saw_sub": ("Tutto ciò su cui ha deciso: nessuna carta altrui",
                       "All it decided on: no other seat's cards"),
    "review_stock": ("Mazzo: {n}", "Stock: {n}"),
    "review_teams": ("Squadre: {teams}", "Teams: {teams}"),
    "review_each_alone": ("ognuno per sé", "each for themselves"),
    "review_auction": ("Asta: {bids}", "Auction: {bids}"),
    "review_signals": ("Segni: {signals}", "Signals: {signals}"),
    "review_its_hand": ("La sua mano", "Its hand"),
    "review_table": ("In tavola", "On the table"),
    "review_tricks": ("Prese finora: {n}", "Tricks so far: {n}"),
    "review_empty": ("Nessuna mossa da rivedere", "No moves to review"),
    # chiamata
    "auction": ("Asta", "Auction"),
    "your_bid": ("La tua chiamata", "Your bid"),
    "bid_pass": ("Passo", "Pass"),
    "bid_carichi": ("Carichi", "Carichi"),
    "bid_two_points": ("2 a {n}", "2 for {n}"),
    "choose_call": ("Scegli la carta da chiamare: il suo seme sarà briscola",
                    "Choose the card to call: its suit becomes trump"),
    "calls": ("{name} chiama {card}", "{name} calls the {card}"),
    "calls_you": ("Chiami {card}", "You call the {card}"),
    "caller": ("chiama", "caller"),
    "partner": ("socio", "partner"),
    "teammate": ("compagno", "partner"),
    "secret_partner": ("sei il socio (in segreto)", "you are the secret partner"),
    "calls_card": ("chiama {card}", "calls the {card}"),
    "calls_card_you": ("chiami {card}", "you call the {card}"),
    "partner_is": ("Il socio è {name}!", "The partner is {name}!"),
    "partner_is_you": ("Il socio sei tu!", "You are the partner!"),
    "alone": ("{name} gioca da solo", "{name} plays alone"),
    "alone_you": ("Giochi da solo", "You play alone"),
    "carichi_by": ("{name} chiama carichi: gioca da solo, senza briscola",
                   "{name} calls carichi: alone, no trump"),
    "carichi_by_you": ("Chiami carichi: giochi da solo, senza briscola",
                       "You call carichi: alone, no trump"),
    "all_passed": ("Tutti passano: si rimescola", "Everyone passed: a new deal"),
    "target": ("Obiettivo {n}", "Target {n}"),
    "reached": ("obiettivo raggiunto", "target reached"),
    "failed": ("obiettivo mancato", "target missed"),
    "smazzata_k": ("Smazzata {k} di {n}", "Smazzata {k} of {n}"),
    # messages
    "settings_damaged": ("Le impostazioni erano danneggiate: si riparte da quelle iniziali.",
                         "The settings file was damaged: starting from the defaults."),
    "save_damaged": ("La partita salvata non si può leggere: si riparte da capo.",
                     "The saved game could not be read: starting afresh."),
    "preview": ("Anteprima", "Preview"),
    "rules_hint": ("Rotellina, frecce o PagSu/PagGiù per scorrere",
                   "Scroll with the wheel, arrows or PageUp/PageDown"),
}

SUIT_NAMES = {
    "it": {"C": "Coppe", "D": "Denari", "B": "Bastoni", "S": "Spade"},
    "en": {"C": "Cups", "D": "Coins", "B": "Clubs", "S": "Swords"},
}
RANK_NAMES = {
    "it": {1: "Asso", 2: "Due", 3: "Tre", 4: "Quattro", 5: "Cinque", 6: "Sei", 7: "Sette",
           8: "Fante", 9: "Cavallo", 10: "Re"},
    "en": {1: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven",
           8: "Jack", 9: "Knight", 10: "King"},
}
BOT_NAMES = ("Giulia", "Marco", "Anna", "Luca", "Sofia", "Paolo")


class I18n:
    def __init__(self, language: str = "it"):
        self.language = language if language in ("it", "en") else "it"

    def __call__(self, key: str, **kw) -> str:
        pair = STRINGS.get(key)
        if pair is None:
            return key
        text = pair[0] if self.language == "it" else pair[1]
        return text.format(**kw) if kw else text

    def suit(self, suit_index: int) -> str:
        return SUIT_NAMES[self.language][SUITS[suit_index]]

    def card(self, card: int) -> str:
        rank, s = card % 10 + 1, card // 10
        joint = " di " if self.language == "it" else " of "
        return RANK_NAMES[self.language][rank] + joint + self.suit(s)

    def bid(self, bid: str) -> str:
        if bid == "pass":
            return self("bid_pass")
        if bid == "carichi":
            return self("bid_carichi")
        if bid.startswith("2:"):
            return self("bid_two_points", n=bid[2:])
        return RANK_NAMES[self.language][int(bid)]
