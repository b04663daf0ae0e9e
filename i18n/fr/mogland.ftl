# Les mots de Mogland en français. Mêmes messages et mêmes arguments qu’en anglais
# (tests/app/languages.rs le vérifie). Espaces insécables devant : ; ? ! et dans « ».

## Le menu principal

menu-tagline = Cinq jeux de chats autour d’une table
menu-continue = Continuer
menu-continue-one = Continuer : { $title }
menu-continue-many = Continuer… ({ $count ->
    [one] { $count } partie
   *[other] { $count } parties
})
menu-learn = Apprendre à jouer
menu-learn-heading = Apprendre à jouer : une première partie guidée
menu-new-table = Nouvelle table
menu-join = Rejoindre une table
menu-history = Historique
menu-settings = Paramètres
menu-quit = Quitter
menu-back = Retour
menu-keys = Tab ou les flèches pour choisir, Entrée pour valider
menu-level-problems = Fichiers de niveau avec des problèmes (le niveau livré avec le jeu est utilisé à la place) :
menu-unfinished = Vos parties en cours
menu-drop-ask = Abandonner cette partie pour de bon ?
menu-drop-yes = L’abandonner
menu-drop-no = La garder
menu-drop = Abandonner…

## Paramètres

settings-title = Paramètres
settings-volume = Volume
settings-effects = Effets
settings-ambience = Ambiance
settings-ambience-on = Une pièce calme
settings-speed = Vitesse des animations
settings-instant = Instantané
settings-size = Taille de l’interface
settings-size-fits = { $percent } tient dans cette fenêtre
settings-size-fits-more = Une fenêtre plus grande montre la taille choisie.
settings-undo = Annuler
settings-undo-on = Reprendre vos propres coups
settings-undo-more = Avec le bouton Annuler ou Ctrl+Z, jusqu’à ce que quelque chose soit révélé, qu’un dé soit lancé ou qu’un autre joueur agisse.
settings-hints = Conseils
settings-hints-on = Un bouton Conseil (et H) à chacune de vos décisions
settings-hints-more = Ce qu’un robot Normal ferait à votre place, et pourquoi.
settings-window = Fenêtre
settings-window-windowed = Fenêtré
settings-window-borderless = Plein écran sans bordure
settings-window-fullscreen = Plein écran
settings-graphics = Graphismes
settings-graphics-auto = Automatique
settings-graphics-high = Élevée
settings-graphics-low = Basse
settings-graphics-now-high = Rendu en qualité élevée
settings-graphics-now-low = Rendu en qualité basse
settings-graphics-more = Basse renonce aux ombres, aux bords lissés et aux textures, pour un ordinateur qui dessine sans carte graphique. Automatique choisit Basse sur un tel ordinateur et Élevée ailleurs.
settings-language = Langue
settings-language-system = Comme le système ({ $language })
settings-relays = Relais en ligne
settings-relays-more = Quand deux machines ne peuvent pas se joindre directement, leur connexion passe par un relais (toujours chiffrée de bout en bout). « public » : les relais publics d’iroh ; ou l’adresse du relais de votre groupe ; « none » : un seul réseau.
settings-direct = Connexions directes
settings-direct-on = Se connecter directement aux autres joueurs quand les routeurs le permettent
settings-direct-more = Plus rapide. Désactivé : toujours par un relais, pour que les autres joueurs n’apprennent jamais votre adresse.
settings-files = Où Mogland garde vos fichiers
settings-files-settings = Paramètres :
settings-files-saves = Sauvegardes :
settings-files-levels = Vos niveaux (mods) :
settings-files-key = Votre clé (qui vous êtes aux tables en ligne) :
settings-files-more = Un fichier de niveau dans votre dossier de niveaux remplace le fichier livré du même nom.
settings-close = Fermer

## Passer l’écran entre les joueurs d’une même table

privacy-pass = Passez l’écran à { $name }
privacy-look-away = Les autres, détournez les yeux : l’écran suivant montre une main.
privacy-take-back = Je suis { $name } : reprendre mon dernier coup
privacy-keep-move = Garder le coup : passer l’écran à { $next }
privacy-show-hand = Je suis { $name } : montrer ma main
privacy-pass-back = { $name } veut reprendre un coup ? Rendez l’écran à { $name }

## Le menu de pause et la page des règles

pause-title = Pause
pause-resume = Reprendre
pause-rules = Règles
pause-settings = Paramètres
pause-watch-so-far = Revoir la partie jusqu’ici
pause-leave = Quitter la table
pause-quit = Retour au menu
pause-online-note = La table continue sans vous pendant que vous êtes ici. Pour revenir après l’avoir quittée, rejoignez-la avec l’invitation.
pause-local-note = Quitter garde la table : « Continuer » la reprend.
rules-title = Règles : { $game }
rules-close = Fermer

## Préparer une table

setup-back = Retour
setup-host = Héberger { $game } en ligne
setup-start = Lancer { $game }
setup-learn = Apprendre à jouer
setup-game = Jeu
setup-players = { $least } à { $most } joueurs
setup-seats = Places à la table de { $game }
setup-variants = Variantes
setup-seed = Graine
setup-seed-random = Au hasard
setup-seed-hint = un nombre entier
setup-seed-more = La même graine, les mêmes places et les mêmes coups donnent toujours la même partie.
setup-seed-not-a-number = la graine « { $seed } » n’est pas un nombre entier
setup-game-unknown = { $game } ne peut pas être joué dans cette version de Mogland
setup-seat-needs-a-name = chaque place a besoin d’un nom
setup-level-mod = Plateau et cartes de votre fichier de niveau { $file }.
setup-level-shipped = Plateau et cartes de levels/{ $file }.
setup-level-built-in = Plateau et cartes du fichier intégré { $file }.
setup-expert-thinks = Expert réfléchit
setup-expert-more = Par décision. Il cherche pendant ce temps sur tous les cœurs ; plus il réfléchit, plus il joue fort.
setup-expert-per-decision = par décision
setup-seat = Place
setup-name = Nom
setup-colour = Couleur
setup-player = Joueur
setup-human = Humain
setup-online-friend = En ligne : un ami
setup-online-friend-more = Un joueur sur une autre machine prend cette place
setup-remove = Retirer
setup-add-seat = Ajouter une place
replace-title = Une partie de { $game } en cours
replace-explain = Chaque jeu garde une seule table en cours. Une nouvelle table de { $game } prend sa place, et celle-ci disparaît pour de bon.
replace-continue = Continuer cette partie
replace-drop = L’abandonner et recommencer

## Les robots

bot-easy = Facile
bot-normal = Normal
bot-hard = Difficile
bot-expert = Expert
bot-label = Robot : { $level }
bot-label-odds = Robot : { $level } ({ $odds })
bot-wins-nearly-all = gagne presque toutes les parties contre { $below }
bot-wins-tenths = gagne { $tenths } fois sur 10 contre { $below }

## Les jeux

blurb-cat-attack = Rôdez dans Mog Land pour six aliments et rentrez chez vous au lancer exact, avec neuf vies à dépenser.
blurb-cat-fight = Lapez la crème cachée sur une grille ; gare à qui vous regarde ; l’herbe à chat met fin aux amitiés.
blurb-catastrophes = Des bêtises face cachée font pencher la balance ; qui franchit un seuil en prend le blâme.
blurb-grand-prrrrix = Faites courir votre chat dans les pièces du Manoir du Chat, dans l’ordre : dépensez de l’énergie, pillez les objets, chamaillez-vous.
blurb-here-kitty-kitty = Attirez les chats du voisinage dans votre maison ; volez, effrayez et bloquez ceux des voisins.
first-player-cat-attack = Les places jouent dans le sens des aiguilles d’une montre, dans cet ordre ; chaque chat lance le dé et le plus haut commence (on relance en cas d’égalité).
first-player-cat-fight = Les places jouent dans le sens des aiguilles d’une montre, dans cet ordre ; la place 1 commence (la règle : le joueur qui a le plus de chats commence).
first-player-catastrophes = Les places jouent dans le sens des aiguilles d’une montre, dans cet ordre ; la place 1 prend le jeton de premier joueur, qui passe à gauche à chaque manche.
first-player-grand-prrrrix = Chaque place tire un chat au hasard ; ce sont les cartes d’ordre de tour, et non l’ordre des places, qui disent quel chat bouge.
first-player-here-kitty-kitty = Les places jouent dans le sens des aiguilles d’une montre, dans cet ordre ; la place 1 commence (la règle : qui a le plus de chats dans la vraie vie).

## Les variantes

variant-claws = Griffes facultatives
variant-claws-help = Un oiseau et une souris de moins qu’il n’y a de joueurs.
variant-claws-shops = Griffes facultatives, plus acérées
variant-claws-shops-help = Un oiseau et une souris de moins qu’il n’y a de joueurs, et un objet de moins dans chaque boutique.
variant-short-lives = Moins de vies
variant-short-lives-help = Chaque chat commence avec cinq vies au lieu de neuf.
variant-time-limit = Limite de temps
variant-time-limit-help = Après 30 tours, les vies plus les objets décident ; une égalité va à qui a le plus de nourriture, sinon c’est un match nul.
variant-gang-warfare = Guerre des gangs
variant-gang-warfare-help = Jouez par paires (4 ou 6 joueurs ; les partenaires sont face à face) : une paire gagne quand ses deux chats sont rentrés avec six aliments chacun.
variant-gang-shared-house = Guerre des gangs, une maison par paire
variant-gang-shared-house-help = Guerre des gangs où chaque paire partage une maison : un garde-manger de six aliments et neuf vies pour les deux.
variant-no-raiding = Pas de pillage
variant-no-raiding-help = Pour les plus jeunes : s’arrêter sur la maison d’un autre chat ne prend rien.
variant-no-trespassing = Pas d’intrusion
variant-no-trespassing-help = Pour les plus jeunes : un chat qui rentre n’attaque pas les chats de son jardin.
variant-no-cat-fight = Pas de bagarres
variant-no-cat-fight-help = Pour les plus jeunes : aucune bagarre de chats ne peut être déclarée.
variant-no-six-cat = Pas de Six Chats
variant-no-six-cat-help = Pour les plus jeunes : six cartes Oiseau ou Souris ne peuvent pas être posées.
variant-wild-cats = Chats sauvages
variant-wild-cats-help = Franchir un seuil coûte un point de plus par case au-delà ; un câlin en dessous de un en pardonne un de plus par case.
variant-shorter-course = Parcours plus court
variant-shorter-course-help = Cinq pièces, une par chat, puis retour à votre propre coussin.
variant-bidirectional = Course dans les deux sens
variant-bidirectional-help = Partez de l’un ou l’autre bout de l’ordre de course.
variant-personal-space = Espace personnel réduit
variant-personal-space-help = Passez librement à côté des chats : une chamaillerie ne commence qu’en allant sur la case d’un chat.


## Les parties en cours (Continuer, dans le menu)

unfinished-hosted = { $game }, hébergé pour des amis
unfinished-tutorial = Apprendre à jouer : { $game }
unfinished-bot-seat = { $name } ({ $level })
unfinished-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
unfinished-detail = { $names } · { $moves }
unfinished-detail-saved = { $names } · { $moves } · sauvegardé { $ago }
ago-now = à l’instant
ago-minutes = il y a { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
ago-hours = il y a { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
ago-days = il y a { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}

## L’écran de fin de partie

over-title = { $game } — partie terminée
over-wins = { $name } gagne !
over-shared-win = Victoire partagée : { $names }
over-online-again = Pour rejouer ensemble, l’hôte ouvre une nouvelle table et les autres la rejoignent.
over-menu = Menu
over-play-again = Rejouer
over-watch-again = Revoir la partie
over-kept = Chaque partie terminée est gardée dans l’Historique du menu.
over-winner = gagnant
over-chart = { $figure } par { $clock }
over-sheet = Feuille de score

## Mots communs à plusieurs écrans

list-and = { $first } et { $last }


## La barre au-dessus de la table

bar-over = La partie est terminée
bar-showing = On montre ce qui s’est passé…
bar-thinking = { $count ->
    [one] { $names } réfléchit…
   *[other] { $names } réfléchissent…
}
bar-pass-to = Passez l’écran à { $name }
bar-asked = { $name } : { $prompt }
bar-asked-also = { $name } : { $prompt } ({ $others } { $count ->
    [one] peut aussi répondre
   *[other] peuvent aussi répondre
})
bar-may-answer = { $count ->
    [one] { $names } peut répondre
   *[other] { $names } peuvent répondre
}
bar-turn = Au tour de { $names }
bar-away = { $count ->
    [one] { $names } n’est pas là : on attend son retour
   *[other] { $names } ne sont pas là : on attend leur retour
}
bar-away-host = { $count ->
    [one] { $names } n’est pas là : on attend son retour (Discussion de la table : laisser un robot jouer en attendant)
   *[other] { $names } ne sont pas là : on attend leur retour (Discussion de la table : laisser un robot jouer en attendant)
}
bar-paused = En pause
bar-replay = Revoir une partie
bar-menu = Menu
bar-menu-more = Mettre la table en pause : règles, paramètres, quitter (Échap)
bar-hint = Conseil
bar-hint-more = Ce qu’un robot Normal ferait à votre place, et pourquoi (H)
bar-hint-line = Conseil : { $action }
bar-undo = Annuler
bar-undo-more = Reprendre le dernier coup de { $name } (Ctrl+Z)
bar-skip = Passer ▶▶
bar-skip-more = Tout montrer d’un coup


## Rejoindre une table

join-title = Rejoindre une table
join-invite = L’invitation de l’hôte (collez-la : elle commence par mogland-)
join-name = Votre nom (la table l’affiche à votre place)
join-name-missing = tapez votre nom : la table l’affiche à votre place
join-only-watch = Seulement regarder (sans place)
join-join = Rejoindre
join-knocking = On frappe à la table…
join-back = Retour
lobby-table-of = Une table de { $game }
lobby-variants = Variantes : { $variants }
lobby-seat = Place { $number }
lobby-open = libre
lobby-sit = S’asseoir ici
lobby-bot-at-host = robot { $level } chez l’hôte
lobby-at-host = à l’écran de l’hôte
lobby-away = pas là
lobby-ready = prêt
lobby-not-ready = pas encore prêt
lobby-you = vous, { $state }
lobby-stand = Se lever
lobby-watchers = Spectateurs : { $names }
lobby-you-watch = Vous regardez : la partie s’affiche ici quand l’hôte la lance.
lobby-pick = Choisissez une place libre.
lobby-ready-button = Prêt
lobby-unready-button = Pas prêt
lobby-starts-when = La partie commence quand toutes les places sont prises et que tous les joueurs sont prêts.
route-direct = Connecté directement, aller-retour { $ms } ms
route-relay = Connecté par un relais, aller-retour { $ms } ms

## La discussion de la table

chat-title = Discussion de la table
chat-title-lines = Discussion de la table ({ $count })
chat-say = Dire


## Héberger une table

host-title = { $game } hébergé ici
host-give-invite = Donnez cette invitation à vos amis (ils la collent dans « Rejoindre une table ») :
host-copy = Copier l’invitation
host-copy-more = Pour un ami qui l’a perdue : collez-la-lui
host-new-invite = Nouvelle invitation
host-new-invite-more = L’invitation donnée jusqu’ici ne laisse plus entrer personne ; ceux qui sont à la table restent
host-watchers = D’autres peuvent regarder
host-reach-anywhere = Quiconque a l’invitation peut rejoindre cette table de n’importe où, sans réglage du routeur. Eux seuls le peuvent.
host-reach-network = Aucun relais ne répond (voir Paramètres) : seules les machines de ce réseau peuvent rejoindre la table.
host-waiting-friend = on attend un ami
host-here = ici
host-kick = Demander de partir
host-start = Lancer la partie
host-all-ready = Tout le monde est là et prêt.
host-start-when = La partie peut commencer quand chaque place libre est prise et que chaque joueur est prêt.
host-close = Fermer la table
host-is-away = { $name } n’est pas là.
host-cover = Laisser un robot jouer en attendant
host-uncover = L’attendre plutôt
host-release = Donner les places de { $name } à une nouvelle machine
host-release-more = Pour un joueur qui a perdu son dossier Mogland : la prochaine machine qui rejoint sous le nom de { $name } prend les places
host-news-covered = Un robot joue pour { $name } jusqu’à son retour
host-news-waits = La table attend { $name }
host-again = La table est de nouveau hébergée : { $names } { $count ->
    [one] peut
   *[other] peuvent
} revenir avec l’invitation donnée avant (la discussion de la table l’affiche aussi)
host-again-failed = La table en ligne n’a pas pu rouvrir ({ $error }) : elle continue ici
chat-title-away = Discussion de la table · { $count ->
    [one] { $count } absent
   *[other] { $count } absents
}


## Apprendre à jouer

tutorial-title = Apprendre à jouer à { $game }
tutorial-begin = Commencer
tutorial-step = Apprendre à jouer · étape { $number } sur { $total } · { $idea }
tutorial-plays-on = Apprendre à jouer · la partie continue
tutorial-leave = Quitter
tutorial-leave-more = Retour au menu ; « Continuer » reprend le tutoriel
tutorial-rules = Règles
tutorial-rules-more = La page des règles
tutorial-watch = Regardez les autres jouer…

## Historique

history-title = Historique
history-count = { $count ->
    [one] { $count } partie terminée
   *[other] { $count } parties terminées
}
history-back = Retour au menu
history-show = Afficher
history-every-game = Tous les jeux
history-open-file = Ouvrir un fichier
history-watch-file = La regarder
history-empty = Aucune partie terminée pour l’instant : chaque partie jouée jusqu’au bout est gardée ici.
history-won = { $count ->
    [one] { $names } a gagné
   *[other] { $names } ont gagné
}
history-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}
history-watch = Regarder
history-export = Exporter
history-delete = Supprimer
history-delete-sure = La supprimer pour de bon
history-records = Palmarès
history-no-records = Les parties gagnées et jouées de chaque joueur s’affichent ici une fois qu’une partie est terminée (les robots n’ont pas de palmarès).
history-bot-seat = { $name } (robot { $level })
history-against = { $won } sur { $played } contre des robots { $level }
history-record = { $name } à { $game } : { $won } gagnées sur { $played }
history-record-bots = { $name } à { $game } : { $won } gagnées sur { $played } ; { $against }
history-unreadable = { $count ->
    [one] { $count } fichier du dossier de l’historique n’est pas une partie que ce Mogland sait lire ; il est laissé tel quel : { $files }
   *[other] { $count } fichiers du dossier de l’historique ne sont pas des parties que ce Mogland sait lire ; ils sont laissés tels quels : { $files }
}
history-exported = Exportée vers { $path }
history-export-failed = Impossible de l’exporter : { $error }
history-open-failed = Impossible d’ouvrir { $path } : { $error }

bar-refusal = { $detail } (règle : { $rule })
log-taken-back = Repris : { $line }
log-heading = Ce qui s’est passé

hkk-sheet-house = Maison ×5
hkk-sheet-porch = Porche ×3
hkk-sheet-yard = Jardin ×0
hkk-sheet-five = 5+ { $colour ->
        [black] noirs
        [gray] gris
        [orange] roux
       *[white] blancs
    }
hkk-sheet-each-colour = 1 de chaque couleur
hkk-sheet-most = Le plus de { $colour ->
        [black] noirs
        [gray] gris
        [orange] roux
       *[white] blancs
    }
hkk-sheet-one-colour-house = Maison d’une couleur
hkk-sheet-best-in-show = Best in Show

## La table de Here, Kitty, Kitty! : la ligne au-dessus du plateau, le panneau latéral (étroit),
## la main, les étiquettes du plateau et les fenêtres

hkk-ui-turn = Tour { $number }
hkk-ui-to-play = À { $name } de jouer
hkk-ui-actions-left = { $count ->
    [one] { $count } action restante
   *[other] { $count } actions restantes
}
hkk-ui-draw-pile = Pioche : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
hkk-ui-hand-limit = Limite de main : { $limit }
hkk-ui-final-round = Dernier tour : { $count ->
    [one] encore { $count } tour après celui-ci
   *[other] encore { $count } tours après celui-ci
}
hkk-ui-sheet = Feuille de score
hkk-ui-sheet-final = Scores finaux
hkk-ui-sheet-now = Si la partie s’arrêtait maintenant · survolez un nombre pour savoir pourquoi
hkk-ui-why-colour = { $count } { $colour ->
    [black] { $count ->
        [one] noir
       *[other] noirs
    }
    [gray] gris
    [orange] roux
   *[white] { $count ->
        [one] blanc
       *[other] blancs
    }
}
hkk-ui-why-house-none = Aucun chat dans la Maison
hkk-ui-why-house = { $count ->
    [one] { $count } chat dans la Maison × 5 = { $points } ({ $colours })
   *[other] { $count } chats dans la Maison × 5 = { $points } ({ $colours })
}
hkk-ui-why-porch-none = Aucun chat sur le Porche
hkk-ui-why-porch = { $count ->
    [one] { $count } chat sur le Porche × 3 = { $points } ({ $colours })
   *[other] { $count } chats sur le Porche × 3 = { $points } ({ $colours })
}
hkk-ui-why-yard-none = Aucun chat dans le Jardin (ils ne rapporteraient rien)
hkk-ui-why-yard = { $count ->
    [one] { $count } chat dans le Jardin ne rapporte rien
   *[other] { $count } chats dans le Jardin ne rapportent rien
}
hkk-ui-why-total = { $points ->
    [one] { $points } point
   *[other] { $points } points
} · { $cats ->
    [one] { $cats } chat
   *[other] { $cats } chats
} sur la Propriété · le plus d’une couleur : { $most } (pour départager)
hkk-ui-why-five = { $count ->
    [one] { $count } chat
   *[other] { $count } chats
} { $colour ->
    [black] { $count ->
        [one] noir
       *[other] noirs
    }
    [gray] gris
    [orange] roux
   *[white] { $count ->
        [one] blanc
       *[other] blancs
    }
} sur la Propriété (5 ou plus rapportent 5, une fois)
hkk-ui-why-most = { $count ->
    [one] { $count } chat
   *[other] { $count } chats
} { $colour ->
    [black] { $count ->
        [one] noir
       *[other] noirs
    }
    [gray] gris
    [orange] roux
   *[white] { $count ->
        [one] blanc
       *[other] blancs
    }
} ; le plus qu’en ait un joueur est { $best } (tous les joueurs à égalité marquent)
hkk-ui-why-each-colour = Couleurs sur la Propriété : { $colours }
hkk-ui-why-one-colour-house-none = La Maison n’abrite aucun chat
hkk-ui-why-one-colour-house = La Maison abrite { $colours }
hkk-ui-why-best-in-show = { $count ->
    [one] { $count } chat
   *[other] { $count } chats
} sur le Porche ; le plus sur un Porche est { $best } (toutes les égalités marquent)
hkk-ui-all-bots = Toutes les places sont des robots : installez-vous et regardez (Échap pour le menu).
hkk-ui-hands-hidden = Les mains restent cachées pendant qu’un autre joueur agit.
hkk-ui-hand = Main de { $name }
hkk-ui-play = Jouer { $card }
hkk-ui-click-property = Cliquez maintenant sur une Propriété lumineuse pour y jouer la carte.
hkk-ui-discard = Défausser…
hkk-ui-discard-more = Une action : défaussez autant de cartes que vous le souhaitez
hkk-ui-discard-chosen = Défausser { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
hkk-ui-cancel = Annuler
hkk-ui-pass = Passer
hkk-ui-pass-more = Rien d’autre n’est possible
hkk-ui-stop = S’arrêter là
hkk-ui-stop-more = Les nombres d’une carte sont des maximums
hkk-ui-use-copy = Utiliser la copie
hkk-ui-use-copy-more = Chat copieur
hkk-ui-click-discards = Cliquez sur les cartes à défausser.
hkk-ui-card-hover = { $card } : { $text }
hkk-ui-to-draw = { $count } à piocher
hkk-ui-discarded = { $count ->
    [one] { $count } défaussée
   *[other] { $count } défaussées
}
hkk-ui-neighborhood = Quartier · { $count ->
    [one] { $count } chat
   *[other] { $count } chats
}
hkk-ui-property = { $name } · { $count } en main
hkk-ui-zone = { $zone ->
    [yard] Jardin
    [porch] Porche
   *[house] Maison
} { $count }
hkk-ui-type-instant = Instantanée
hkk-ui-type-standard = Standard
hkk-ui-type-defensive = Défensive
hkk-ui-why-not-rival = Un chat sur la Propriété d’un autre joueur n’est déplacé que par son propriétaire, ou par des cartes.
hkk-ui-why-not-asked = Ce chat ne peut pas servir pour ce qu’on vous demande maintenant.
hkk-ui-why-not-now = Ce chat ne peut pas bouger maintenant.
hkk-ui-cannot-go-there = Ce chat ne peut pas aller là : les zones lumineuses peuvent l’accueillir.
hkk-ui-which-one = Laquelle ?
hkk-ui-nudge-own = { $way ->
    [in] Un de vos chats avance d’une case (vers la Maison ; vous choisissez lequel)
   *[out] Un de vos chats recule d’une case (vers le Quartier ; vous choisissez lequel)
}
hkk-ui-nudge = { $way ->
    [in] Un des chats de { $name } avance d’une case (vers la Maison ; { $name } choisit lequel)
   *[out] Un des chats de { $name } recule d’une case (vers le Quartier ; { $name } choisit lequel)
}
hkk-ui-revive = La défausse : reprenez-en une
hkk-ui-or = { $first } ou { $last }
hkk-ui-window-line = { $event } : { $question }
hkk-ui-event-play = { $player } joue { $card }
hkk-ui-event-play-own = { $player } joue { $card } sur sa propre Propriété
hkk-ui-event-play-on = { $player } joue { $card } sur { $target }
hkk-ui-event-play-on-you = { $player } joue { $card } sur vous
hkk-ui-event-move = { $player } déplace un chat { $colour ->
    [black] noir
    [gray] gris
    [orange] roux
   *[white] blanc
} { $from ->
    [neighborhood] du Quartier
    [yard] de son Jardin
    [porch] de son Porche
   *[house] de sa Maison
} { $to ->
    [neighborhood] vers le Quartier
    [yard] vers son Jardin
    [porch] vers son Porche
   *[house] vers sa Maison
}
hkk-ui-event-instant = { $player } a pioché { $card }
hkk-ui-event-copy = { $player } a joué { $card }
hkk-ui-event-land = { $player } a complété sa main
hkk-ui-ask-block = bloquer avec { $cards } ?
hkk-ui-ask-block-none = vous n’avez rien pour bloquer
hkk-ui-ask-keep-off = vous en protéger avec { $cards } ?
hkk-ui-ask-keep-off-none = vous n’avez rien pour vous en protéger
hkk-ui-ask-copy = la copier (sans action) avec { $cards } ?
hkk-ui-ask-copy-none = vous n’avez rien pour la copier
hkk-ui-ask-land = { $cards } ?
hkk-ui-ask-land-none = vous n’avez rien à jouer maintenant
hkk-ui-block-with = Bloquer avec { $card }
hkk-ui-copy-with = La copier avec Chat copieur
hkk-ui-land = Retomber sur ses pattes : un chat { $colour ->
    [black] noir
    [gray] gris
    [orange] roux
   *[white] blanc
} { $from ->
    [yard] de votre Jardin
    [porch] de votre Porche
   *[house] de votre Maison
} { $to ->
    [yard] vers votre Jardin
    [porch] vers votre Porche
   *[house] vers votre Maison
}
hkk-ui-let-go = Laisser passer
hkk-ui-only-mine = Pour cette partie, ne me demander que les cartes jouées sur moi
hkk-ui-only-mine-more = La carte d’un rival sur sa propre Propriété, et un rival qui déplace ses propres chats, passent sans vous être demandés. Les cartes jouées sur vous, les Instantanées et Chat copieur vous sont toujours demandées.

## Le panneau et les commandes de Cat Fight

cf-ui-turn = Tour { $number }
cf-ui-cream = crème
cf-ui-blockers = bloqueurs
cf-ui-catnip = herbe à chat
cf-ui-catnip-used = utilisée
cf-ui-catnip-ready = prête
cf-ui-own-creams = Crèmes de { $name } : { $values } (vous seul les voyez)
cf-ui-sight = Montrer la ligne de vue de chaque chat
cf-ui-sight-more = Ou survolez la case d’un chat
cf-ui-fight-dice = Dés de la bagarre
cf-ui-lost = Vous avez perdu le lancer !
cf-ui-lost-more = Sacrifiez une crème pour relancer, ou quittez le plateau.
cf-ui-sacrifice = Sacrifier une crème de valeur { $value }
cf-ui-accept-defeat = Accepter la défaite
cf-ui-won = Vous avez gagné la bagarre ! Tournez-vous vers :
cf-ui-acted = Votre chat a agi.
cf-ui-acted-more = Cliquez sur une case lumineuse pour poser votre herbe à chat maintenant (tous les chats qui la voient s’y ruent), ou terminez votre tour et gardez-la.
cf-ui-end-turn = Terminer le tour
cf-ui-which-way = Vers où votre chat regardera-t-il en { $square } ?
cf-ui-cancel = Annuler
cf-ui-enter = Votre chat est hors du plateau : cliquez sur une case bleue lumineuse pour entrer.
cf-ui-mode-move = Déplacer
cf-ui-mode-blocker = Bloqueur
cf-ui-mode-catnip = Herbe à chat
cf-ui-mode-move-more = Cliquez sur une case lumineuse pour vous y rendre (sur un chat : une bagarre).
cf-ui-mode-blocker-more = Cliquez sur une case pour y poser un bloqueur (jamais sur le bleu). Puis déplacez-vous, lapez ou tournez-vous sur place.
cf-ui-mode-catnip-more = Cliquez sur une case pour votre herbe à chat : tous les chats qui la voient s’y ruent.
cf-ui-sip = Laper la crème
cf-ui-turn-only = Votre chat ne peut pas se déplacer : tournez-le sur place.
cf-ui-turn-instead = Ou restez sur place et tournez votre chat :
cf-ui-wait = Attendre un tour

## La fenêtre pour revoir une partie (étroite)

replay-title = Revoir
replay-title-just-now = { $game }, à l’instant
replay-title-so-far = { $game } jusqu’ici
replay-cannot-watch = Impossible de regarder cette partie : { $error }
replay-game-unknown = { $game } ne peut pas être regardé dans cette version de Mogland
replay-start-more = Le début
replay-back-more = Une action en arrière
replay-play = Lecture
replay-pause = Pause
replay-forward-more = Une action en avant
replay-end-more = La fin
replay-position = Action { $at } sur { $total } · { $place }
replay-at-deal = le début
replay-at-tick = { $clock } { $tick }
replay-at-action = action { $number }
replay-speed = Vitesse
replay-per-second = actions/s
replay-seen-by = Vu par
replay-side-public = Toute la table (sans les mains)
replay-side-seat = Côté de { $name }
replay-under-way = La partie est en cours : aucune carte cachée n’est montrée (les vôtres seulement si vous êtes le seul joueur à cet écran).
replay-go-to = Aller à un moment (par { $clock } ou par action)
replay-tick = — { $clock } { $tick } —
replay-step = { $number }. { $name } : { $line }
replay-close = Fermer
replay-close-history = Fermer (retour à l’historique)
replay-close-game = Fermer (retour à votre partie)

## Les commandes de la vue du plateau (une petite étiquette dans son coin)

camera-reset = Vue initiale
camera-reset-more = Remettre le plateau comme au départ (R ou Début)
camera-keys = Clic droit glissé : tourner · Molette : zoom · R : réinitialiser

## Avis : ce qui n’a pas marché, sur l’écran suivant

notice-table-could-not-open = La table n’a pas pu ouvrir : { $error }
notice-table-could-not-start = La table n’a pas pu démarrer : { $error }
notice-not-playable = { $game } ne peut pas être joué dans cette version de Mogland
notice-nothing-to-continue = Il n’y a pas de partie en cours à continuer
notice-autosave-failed = La sauvegarde automatique a échoué : { $error }
notice-not-kept = Cette partie n’a pas pu être gardée dans l’historique : { $error }
notice-no-tutorial = { $game } n’a pas de tutoriel dans cette version de Mogland
notice-tutorial-step = L’étape suivante du tutoriel ne peut pas servir : { $error }
settings-relay-ca-unreadable = impossible de lire le certificat du relais { $file } : { $error }
chat-line = { $name } : { $text }

## La table de Cat Attack : le panneau (étroit), la main, les fenêtres sur le plateau et les
## étiquettes du plateau. Les noms de cartes (« Cat 3 », « Speedy Cat ») et de cases arrivent
## tels quels ($card, $space) ; $name est un joueur ; $critter vaut bird ou mouse, $suit cat,
## bird ou mouse, et $shop fishmonger, dairy, corner-shop ou vet (comme dans cat-attack.ftl).

ca-ui-last-curiosity = Dernière carte Curiosity
ca-ui-draws-curiosity = { $name } tire une carte Curiosity
# Les pièces que le joueur peut choisir, dans une rangée de choix.
ca-ui-pick-cat = votre chat
ca-ui-pick-roof = { $critter ->
    [bird] un oiseau sur le toit du nichoir
   *[mouse] une souris sur le toit du trou de souris
}
ca-ui-pick-on = { $critter ->
    [bird] l’oiseau sur { $space }
   *[mouse] la souris sur { $space }
}
ca-ui-pick-in-larder = { $critter ->
    [bird] l’oiseau du garde-manger de { $name }
   *[mouse] la souris du garde-manger de { $name }
}
ca-ui-pick-larder = le garde-manger de { $name }
# $number : le numéro du tour.
ca-ui-round = Tour { $number }
# Qui a commencé : le lancer d’un chat au dernier départage ($roll : le dé), puis $rolls : ces
# lancers, séparés par des virgules.
ca-ui-first-roll = { $name } { $roll }
ca-ui-started = { $name } a commencé : lancer le plus haut ({ $rolls })
ca-ui-started-after-tie = { $name } a commencé : a gagné le départage après une égalité ({ $rolls })
# $count : les cartes en main d’un joueur.
ca-ui-hand-size = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
ca-ui-retired = hors jeu : son garde-manger peut être pillé
ca-ui-lives-left = { $count ->
    [one] { $count } vie restante
   *[other] { $count } vies restantes
}
# Une boutique, dans le tableau des boutiques et sur le plateau.
ca-ui-shop = { $shop ->
    [fishmonger] Poissonnerie
    [dairy] Crémerie
    [corner-shop] Épicerie du coin
   *[vet] Vétérinaire
}
ca-ui-shop-open = ouverte
ca-ui-shop-closed = fermée
# $count : les objets encore sur le toit de la boutique.
ca-ui-shop-stock = { $count } en stock
ca-ui-play-card = Jouez une carte Mog : cliquez dessus dans votre main.
ca-ui-discard-card = Aucune de vos cartes n’est jouable : cliquez sur l’une d’elles pour la défausser.
ca-ui-six-cat = Poser un Six Chats { $critter ->
    [bird] d’oiseaux
   *[mouse] de souris
}
ca-ui-six-cat-more = { $critter ->
    [bird] Six cartes Oiseau : faites disparaître un oiseau du garde-manger d’un autre chat et déplacez-le de six cases
   *[mouse] Six cartes Souris : faites disparaître une souris du garde-manger d’un autre chat et déplacez-la de six cases
}
ca-ui-roll-and-move = Lancez le dé et déplacez votre chat.
ca-ui-roll = Lancer le dé
# $count : les cases à parcourir.
ca-ui-move-cat = Déplacez votre chat d’exactement { $count ->
    [one] { $count } case
   *[other] { $count } cases
} : faites-le glisser sur une case qui brille, ou cliquez sur l’une d’elles.
ca-ui-move-critter = { $critter ->
    [bird] Déplacez un oiseau d’exactement { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } : faites glisser un oiseau qui brille (sur le plateau, ou qui attend sur le toit du nichoir) sur une case qui brille.
   *[mouse] Déplacez une souris d’exactement { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } : faites glisser une souris qui brille (sur le plateau, ou qui attend sur le toit du trou de souris) sur une case qui brille.
}
ca-ui-pounce = Cat Attack : cliquez sur un chat, un oiseau ou une souris qui brille (ou faites-y glisser votre chat).
ca-ui-burgle = Cat Burglar : cliquez sur une empreinte ou une Maison qui brille (ou faites-y glisser votre chat).
ca-ui-six-cat-pick = Six Chats : choisissez le garde-manger d’où { $critter ->
    [bird] l’oiseau disparaît (un paillasson qui brille), puis où il va.
   *[mouse] la souris disparaît (un paillasson qui brille), puis où elle va.
}
ca-ui-which-way = Plusieurs chemins mènent là. Lequel ?
# Un chemin : son $number, et les cases par lesquelles il passe ($spaces, séparées par des virgules).
ca-ui-via = { $number }. par { $spaces }
ca-ui-cancel = Annuler
ca-ui-or-choose = Ou choisissez ici :
ca-ui-raid = Piller ? Prenez un objet dans le garde-manger de { $name }, ou ne prenez rien :
# $food : ce qui est pris, comme dans les phrases des règles (ca-food-… : « une boîte de poisson »).
ca-ui-raid-take = Prendre { $food } : un pilleur encore dans ce jardin à la fin de son tour perd deux vies
ca-ui-take-nothing = Ne rien prendre
ca-ui-take-nothing-more = Voler est un choix : un chat qui ne prend rien ne risque aucune vie pour cela
ca-ui-swap = Vous voyez la main de { $name } : prenez une carte et rendez-en une.
ca-ui-fight-discard = Bagarre de chats : défaussez une carte { $suit ->
    [cat] Chat
    [bird] Oiseau
   *[mouse] Souris
} de votre main (les cartes illustrées ne se battent pas).
ca-ui-declare-fight = Ou déclarez une bagarre de chats à un chat à six cases au plus :
# Déclarer une bagarre se lit comme une phrase autour de deux listes déroulantes, le joueur
# ($name) et les cartes de la couleur (ca-ui-fight-suit) : « Bagarre contre [Jeremy] en
# [cartes Souris] [Bagarre !] ».
ca-ui-fight-target = Bagarre contre
ca-ui-fight-in = en
ca-ui-fight-suit = { $suit ->
    [cat] cartes Chat
    [bird] cartes Oiseau
   *[mouse] cartes Souris
}
ca-ui-fight-button = Bagarre !
ca-ui-hand = Main de { $name } (vous seul la voyez)
ca-ui-their-hand = Main de { $name } : vous seul la voyez
ca-ui-swap-take = Cliquez sur la carte que vous prenez.
ca-ui-swap-give = Vous prenez { $card }. Cliquez maintenant sur la carte que vous donnez, dans votre main en bas.
ca-ui-keep-hand = Garder ma main
ca-ui-take-another = En prendre une autre
# Le panneau de la bagarre : « Bagarre de chats », l’attaquant, « contre », le défenseur (chacun
# une étiquette), puis la couleur, chaque carte jouée et l’issue.
ca-ui-fight = Bagarre de chats
ca-ui-versus = contre
ca-ui-fight-in-suit = en cartes { $suit ->
    [cat] Chat
    [bird] Oiseau
   *[mouse] Souris
}
ca-ui-fight-lost = { $name } ne peut pas répondre et perd
ca-ui-fight-to-answer = { $name } doit répondre…
# À côté du dé : qui l’a lancé, et le résultat ($value).
ca-ui-rolled = { $name } a fait { $value }
# Sur la maison d’un chat qui a quitté la partie.
ca-ui-house-retired = { $name } (hors jeu)
# La légende d’une carte de couleur ; le bandeau de la carte Curiosity.
ca-ui-suit = { $suit ->
    [cat] Chat
    [bird] Oiseau
   *[mouse] Souris
}
ca-ui-curiosity = Curiosity
# Le texte au survol d’une carte Mog : son nom, puis ce qu’elle fait ($count : les cases indiquées).
ca-ui-card-cat = { $card } : déplacez votre chat de { $count ->
    [one] { $count } case
   *[other] { $count } cases
}, au compte exact.
ca-ui-card-bird = { $card } : déplacez n’importe quel oiseau de { $count ->
    [one] { $count } case
   *[other] { $count } cases
}. Les oiseaux sautent par-dessus tout mais ne s’arrêtent jamais sur une Maison ni sur une autre bête. Sert aussi de couleur dans les bagarres de chats.
ca-ui-card-mouse = { $card } : déplacez n’importe quelle souris de { $count ->
    [one] { $count } case
   *[other] { $count } cases
}. Les souris sautent par-dessus tout mais ne s’arrêtent jamais sur une Maison ni sur une autre bête. Sert aussi de couleur dans les bagarres de chats.
ca-ui-card-speedy-cat = { $card } : lancez le dé trois fois en vous déplaçant après chaque lancer, puis faites votre lancer normal.
ca-ui-card-cat-attack = { $card } : bondissez sur un chat, un oiseau ou une souris à six cases au plus (un chat sur sa Maison ne risque rien).
ca-ui-card-cat-burglar = { $card } : bondissez sur l’empreinte Cat Burglar d’une boutique (ouverte ou fermée) et prenez son objet, ou sur une Maison à six cases au plus et pillez son garde-manger. Si vous finissez votre tour dans ce jardin ou sur cette Maison, vous perdez une vie.

## La table de Grand Prrrrix : le panneau (étroit), la rangée des pièces de l’ordre de course,
## le panneau de la chamaillerie et les étiquettes du plateau. Les noms des chats (« Brown Cat »)
## et des pièces arrivent tels quels ($cat, $room) ; $name est un joueur.

# $name : qui l’ouvre ; puis ce qu’il contenait.
gp-ui-opens-present = { $name } ouvre le Cadeau…
gp-ui-found-toy-mouse = La Souris-jouet
gp-ui-found-food-bowl = La Gamelle
gp-ui-found-pillow = L’Oreiller
gp-ui-found-present = La carte Cadeau : à vous de choisir !
# La carte d’ordre de tour qui vient d’être retournée : le chat qu’elle déplace et sa pièce.
gp-ui-turn-card-more = La carte d’ordre de tour : { $cat } se déplace maintenant. Un chat qui commence son déplacement dans la pièce { $room } va une case plus loin (2 gratuites, 3 pour 1, 4 pour 3, 5 pour 6).
# $number : le numéro du tour.
gp-ui-turn = Tour { $number }
gp-ui-cat-moves = { $cat } se déplace
gp-ui-whose-cat = Chat de { $name }
gp-ui-room-bonus = Il a commencé dans la pièce { $room } : une case de plus ce tour-ci (2 gratuites, 5 au plus)
gp-ui-room-no-bonus = Un chat qui commence son déplacement dans la pièce { $room } irait une case plus loin
gp-ui-room-no-bonus-more = La pièce d’une carte d’ordre de tour donne un bonus à son chat : s’il commence son déplacement là, il va une case plus loin que d’habitude (2 cases gratuites, 3 pour 1 point d’énergie, 4 pour 3, 5 pour 6).
# $count : les cartes d’ordre de tour qui restent dans le paquet.
gp-ui-cards-to-come = { $count ->
    [one] encore { $count } carte avant de remélanger
   *[other] encore { $count } cartes avant de remélanger
}
gp-ui-click-square = Cliquez sur une case qui brille : le nombre est son coût en énergie.
gp-ui-click-cat = Cliquez sur votre chat ({ $cat }, votre forme sur son étiquette) pour le prendre, puis sur une case qui brille.
# Les cases parcourues ($moved) sur les $max de ce tour, et l’énergie du chat ($energy).
gp-ui-spaces-used = Cases parcourues : { $moved } sur { $max } · énergie : { $energy }
gp-ui-stay-rest = Se reposer ici (+3 points d’énergie au prochain tour)
gp-ui-stay-play = Jouer avec la Souris-jouet (prendre un jeton)
gp-ui-stay-eat = Manger à la Gamelle (+5 points d’énergie)
gp-ui-stay-open = Ouvrir le Cadeau
gp-ui-stay-wait = Rester sur place
gp-ui-stay-stop = Terminer le tour ici
gp-ui-spat-hint = Un chat à côté du vôtre (pas en diagonale) brille : cliquez dessus, ou sur un bouton, pour vous chamailler avec lui.
# Le chat avec qui se chamailler ($cat) et son joueur ($name).
gp-ui-spat-here = Se chamailler avec { $cat } ({ $name }) sur place
gp-ui-spat-more = Les chats se chamaillent quand l’un va à côté d’un autre : juste à côté, par un côté ouvert (pas en diagonale, pas à travers un mur). Les deux ajoutent leurs bonus et lancent un dé ; le vainqueur pousse le perdant.
gp-ui-choose-hint = Des chats à côté du vôtre (pas en diagonale) brillent : chamaillez-vous avec eux un par un, dans l’ordre de votre choix ; cliquez sur l’un d’eux, ou sur un bouton.
gp-ui-spat = Se chamailler avec { $cat } ({ $name })
gp-ui-leave-them = Les laisser tranquilles
gp-ui-retreat = { $name } attaque ! Cliquez sur une case qui brille pour reculer (1 point d’énergie), ou :
gp-ui-stand = Tenir bon et se battre
gp-ui-bonus-hint = Choisissez vos bonus dans le panneau de la chamaillerie.
gp-ui-push-nowhere = { $name } ne peut être poussé nulle part.
gp-ui-carry-on = Continuer
gp-ui-push = Vous avez gagné ! Cliquez sur une case qui brille pour y pousser { $name }.
gp-ui-push-take = …et prendre la case qu’il quitte
gp-ui-present = La carte Cadeau ! Qu’avez-vous trouvé ?
gp-ui-find-toy-mouse = La Souris-jouet (un jeton)
gp-ui-find-food-bowl = La Gamelle (+5 points d’énergie)
gp-ui-find-pillow = L’Oreiller (+3 points d’énergie au prochain tour)
gp-ui-find-passage = Le passage secret vers votre coussin
# L’énergie d’un chat ($energy), sur $most au plus, et celle que son repos rapporte au prochain tour ($due).
gp-ui-energy-of = Énergie : { $energy } sur { $most } au plus
gp-ui-energy = énergie { $energy }
gp-ui-energy-due = énergie { $energy } (+{ $due } à venir)
gp-ui-purr-more = Une carte Purr à dépenser dans une chamaillerie (+2)
# Les pièces faites par un chat ($done), sur les $rooms de la course.
gp-ui-rooms = pièces { $done }/{ $rooms }
gp-ui-coin-more = Un jeton de la Souris-jouet : +1 dans sa prochaine chamaillerie
gp-ui-resting = au repos
gp-ui-ate = vient de manger
# Une carte pièce de la course : sa place dans la course ($number), sa pièce, et le chat dont
# elle porte la bande de couleur.
gp-ui-race-card-more = Pièce { $number } de la course : { $room }. Terminez-y un tour après les pièces qui la précèdent. Sa bande de couleur est celle de { $cat } : une pièce de son territoire, +2 pour ce chat dans une chamaillerie là-bas.
gp-ui-home-stretch = …puis retour à votre propre coussin
# Sur le plateau : la pièce où le chat doit terminer son prochain tour.
gp-ui-next-room = Prochaine : { $room }
# Sur la case sous le pointeur : à $count cases, pour $cost d’énergie.
gp-ui-way = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}, énergie { $cost }
gp-ui-spat-title = Chamaillerie !
gp-ui-attacker = { $name } (attaquant)
gp-ui-defender = { $name } (défenseur)
# Un bonus qu’un chat a sans le choisir : +$plus, et pour quoi ($bonus : un libellé gp-bonus-).
gp-ui-standing-bonus = +{ $plus } { $bonus }
gp-ui-purr-bonus = +2 carte Purr
# +$plus achetés pour $energy points d’énergie.
gp-ui-energy-bonus = +{ $plus } pour { $energy } { $energy ->
    [one] point
   *[other] points
} d’énergie
gp-ui-committed = bonus engagés
gp-ui-deciding = décide…
gp-ui-in-all = +{ $plus } en tout
# Entre deux lancers à égalité.
gp-ui-tie = égalité
# Les totaux de la chamaillerie, celui de l’attaquant d’abord, et le chat gagnant.
gp-ui-spat-result = { $attacker } contre { $defender } : { $cat } gagne
gp-ui-your-bonuses = Vos bonus, avant les dés :
gp-ui-spend-purr = Dépenser une carte Purr (+2)
gp-ui-energy-slider = Énergie :
gp-ui-commit = Engager
# Une place telle que la table la nomme : son chat, puis son joueur.
gp-ui-seat = { $cat } ({ $name })

## La table de Cat'astrophes : la ligne sous la barre, l’échelle des bêtises, les points de
## punition, les places autour de la table et la main. $name est un joueur.

cx-ui-choose-card-first = Choisissez d’abord une carte de votre main, puis la place devant laquelle la poser.
# Les points de punition d’une place, sous son nom.
cx-ui-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# $number : le numéro de la manche.
cx-ui-round = Manche { $number }
cx-ui-draw-pile = Pioche : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
cx-ui-first-player = Premier joueur : { $name }
cx-ui-revealing = Les cartes sont révélées…
# Au-dessus de l’échelle des bêtises.
cx-ui-mischief = Bêtises
cx-ui-punishment = Points de punition
cx-ui-punishment-more = Le plus bas à la fin gagne. 20 termine la partie.
# Après les points d’un joueur : les cartes dans sa main.
cx-ui-in-hand = · { $count } en main
cx-ui-all-bots = Toutes les places sont des robots : installez-vous et regardez (Échap pour le menu).
cx-ui-hands-hidden = Les mains restent cachées pendant qu’un autre joueur agit.
cx-ui-hand = Main de { $name }
# Un bouton : piocher $count cartes (1 ou 2).
cx-ui-draw = Piocher { $count }
cx-ui-pass = Passer
cx-ui-pass-more = Aucune carte en main et plus rien à piocher
cx-ui-click-seat = Cliquez maintenant sur la place devant laquelle la poser (les places qui brillent peuvent la recevoir).
cx-ui-drag-card = Faites glisser une carte sur une place, ou cliquez dessus, puis sur la place.
cx-ui-no-cards = Aucune carte : vous devez piocher
# Les sortes de cartes, au pied d’une carte.
cx-ui-kind-mischief = Bêtise
cx-ui-kind-trick = Ruse
cx-ui-kind-cuddle = Câlin
# Le texte au survol d’une carte ($value : le nombre inscrit dessus).
cx-ui-card-mischief = Bêtise { $value } : une fois révélée, fait monter le jeton de bêtises de { $value }. Atteindre ou franchir 10, 15 ou 20 coûte 1, 2 ou 3 points de punition au chat devant qui elle est posée. Encore dans votre main à la fin, elle vous coûte { $value }.
cx-ui-card-trick = Ruse { $value } : fait monter le jeton de bêtises de { $value } comme une bêtise, mais les ruses sont résolues avant toutes les autres cartes. Encore dans votre main à la fin, elle vous coûte { $value }.
cx-ui-card-cuddle = Câlin { $value } : fait descendre le jeton de bêtises de { $value } ; repasser sous 15 ou 10 pardonne 2 ou 1 points au chat devant qui il est posé.

display-none = pas d’écran : le jeu ouvre une fenêtre, il lui faut donc une session de bureau (DISPLAY ou WAYLAND_DISPLAY) ; sans elle, utilisez `mogland simulate`, ou lancez-le avec xvfb-run
display-gone = pas d’écran : DISPLAY vaut { $display }, mais aucun serveur X n’y répond ({ $socket } est absent)
