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
