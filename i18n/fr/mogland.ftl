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
